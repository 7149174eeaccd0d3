/// The bytes of one snapshot file in a 16-byte-aligned allocation, freed when the last user
/// lets go.
///
/// A snapshot, its token graph's path index and its themes' columns all read these bytes in
/// place, so each keeps the buffer alive instead of copying what it reads.
package final class SnapshotBuffer: @unchecked Sendable {
    // @unchecked: the bytes are written before init returns and only read afterwards.
    package let bytes: UnsafeRawBufferPointer
    private let allocation: UnsafeMutableRawBufferPointer

    /// Takes ownership of `allocation`, which must be 16-byte aligned.
    package init(adopting allocation: UnsafeMutableRawBufferPointer) {
        self.allocation = allocation
        bytes = UnsafeRawBufferPointer(allocation)
    }

    deinit { allocation.deallocate() }
}
