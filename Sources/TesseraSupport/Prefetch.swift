import CPrefetch

/// A request to bring memory into the caches ahead of a read: for loops over tables many times
/// the size of the caches, whose reads would otherwise each wait for memory in turn.
///
/// Public, not `package`, for one reason: Swift 6.3 did not inline a `package` inlinable
/// function that calls into C in another module, so every hint in the compiler's loops was a
/// call, and a generic one (its stride read from metadata) for ``element(_:of:)``.
public enum Prefetch {
    /// Asks for the cache line holding element `index` of `buffer`; a hint that never faults,
    /// so an index past the end (or an empty buffer) is harmless.
    @inlinable
    public static func element<Element>(_ index: Int, of buffer: UnsafeBufferPointer<Element>) {
        guard let base = buffer.baseAddress else { return }
        tessera_prefetch(base + index)
    }

    /// Asks for the cache line holding the byte at `address`; a hint that never faults, so an
    /// address no longer (or never) mapped is harmless. Zero asks for nothing.
    @inlinable
    public static func address(_ address: UInt) {
        guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
        tessera_prefetch(pointer)
    }
}
