/// Why a snapshot could not be opened or used: a typed value, never a trap.
///
/// Every check runs before the bytes it guards are read, so a truncated, corrupted or hostile
/// file ends here instead of in an out-of-bounds read.
public struct SnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure.
    public enum Code: Int32, Sendable, Hashable {
        /// The file could not be opened or read.
        case io = 1
        /// The first bytes are not a Tessera snapshot.
        case badMagic = 2
        /// The snapshot was written by another format version.
        case unsupportedVersion = 3
        /// The snapshot was written on a machine of the other byte order.
        case wrongEndianness = 4
        /// The file is shorter than its header says.
        case truncated = 5
        /// The payload does not match its checksum.
        case checksumMismatch = 6
        /// A section, offset, count or value is out of range or inconsistent.
        case malformed = 7
        /// The snapshot has no theme of that name.
        case unknownTheme = 8
    }

    /// The kind of failure.
    public var code: Code
    /// What was wrong, naming the file, section or theme.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
