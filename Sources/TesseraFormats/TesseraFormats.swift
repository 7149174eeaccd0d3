// Reading and writing under one import: JSON, the readers of every supported tool's files, and
// the writers of exports, previews and reports.
@_exported import TesseraReading
@_exported import TesseraWriting
