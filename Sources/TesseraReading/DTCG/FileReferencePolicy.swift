import TesseraIO

/// How a loader reads the files that `$ref`s name (`other.json#/a/$value`): relative to the file
/// referring to them, which they must not leave unless `allowOutsideRoot`, as a resolver
/// document's `$ref`s must not leave its directory.
package struct FileReferencePolicy: Sendable {
    package var allowOutsideRoot = false
    package var limits = JSONLimits()
    /// Reads a file's bytes.
    package var read: @Sendable (String) -> Result<[UInt8], FileError>
}
