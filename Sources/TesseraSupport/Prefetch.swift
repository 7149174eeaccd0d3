import CPrefetch

/// A request to bring memory into the caches ahead of a read: for the random probes of a hash
/// table many times the size of the caches, which would otherwise each wait for memory in turn.
///
/// Only ``PathIndex`` asks. Reads that walk memory front to back, as the compile's do, are
/// found by the processor's own prefetching: hints there cost more than they saved.
enum Prefetch {
    /// Asks for the cache line holding element `index` of `buffer`; a hint that never faults,
    /// so an index past the end (or an empty buffer) is harmless.
    @inline(__always)
    static func element<Element>(_ index: Int, of buffer: UnsafeBufferPointer<Element>) {
        guard let base = buffer.baseAddress else { return }
        tessera_prefetch(base + index)
    }
}
