print("tokenbench")
