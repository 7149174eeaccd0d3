import CPrefetch

/// A request to bring memory into the caches ahead of a read: for loops over tables many times
/// the size of the caches, whose reads would otherwise each wait for memory in turn.
package enum Prefetch {
    /// Asks for the cache line holding element `index` of `buffer`; a hint that never faults,
    /// so an index past the end (or an empty buffer) is harmless.
    @inlinable
    package static func element<Element>(_ index: Int, of buffer: UnsafeBufferPointer<Element>) {
        guard let base = buffer.baseAddress else { return }
        tessera_prefetch(base + index)
    }

    /// Asks for the cache line holding the byte at `address`; a hint that never faults, so an
    /// address no longer (or never) mapped is harmless. Zero asks for nothing.
    @inlinable
    package static func address(_ address: UInt) {
        guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
        tessera_prefetch(pointer)
    }
}
