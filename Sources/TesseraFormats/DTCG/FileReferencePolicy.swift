/// How a loader reads the files that `$ref`s name (`other.json#/a/$value`): relative to the file
/// referring to them, which they must not leave unless `allowOutsideRoot`, as a resolver
/// document's `$ref`s must not leave its directory.
struct FileReferencePolicy: Sendable {
    var allowOutsideRoot = false
    var limits = JSONLimits()
    /// Reads a file's bytes.
    var read: @Sendable (String) -> Result<[UInt8], FileError>
}
