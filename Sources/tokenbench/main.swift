// The entry point lives here (not in an `@main` type) because the target's file is `main.swift`.
TokenBench.main()
