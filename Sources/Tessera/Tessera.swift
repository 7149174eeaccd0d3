// Every stage of the pipeline under one import: colour model → model → tables → compiler and
// snapshot, and the file I/O they share. Apps and tools import this; a renderer that only reads
// snapshots can import TesseraSnapshot and TesseraTables alone.
@_exported import TesseraColorModel
@_exported import TesseraCompiler
@_exported import TesseraDiff
@_exported import TesseraIO
@_exported import TesseraModel
@_spi(Testing) @_exported import TesseraSnapshot
@_spi(Handles) @_exported import TesseraTables
