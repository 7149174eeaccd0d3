// TesseraColor's API speaks the colour model's terms (colour literals and their spaces, targets,
// hex parsing), so importing TesseraColor brings them.
@_exported import TesseraColorModel
