import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Arrays for the few buffers of a read that grow with the file (its bytes, the JSON arena),
/// allocated at their final capacity and backed by huge pages where the system offers them.
///
/// A million-token file faulted in 350,000 fresh 4 KiB pages, each fault a few microseconds on a
/// virtual machine: a fifth of the whole read. Asking for transparent huge pages on a large
/// buffer before it is first written makes it fault once per 2 MiB instead. It is advice: where
/// the kernel has none to give (or on other systems) the pages are ordinary ones.
///
/// Faulting a fresh page in still costs the kernel a page clear, and on a virtual machine whose
/// host backs guest memory lazily, far more (0.25–1.6 GB/s measured here): a third of a
/// million-token read. So a large buffer's pages are also faulted in ahead of time by a second
/// thread while the owner writes it: ahead of a writer that does work per element (it soon
/// stays in front, and the writer no longer faults), or from the far end back when the writer
/// is a copy or a fill that outruns faulting (each then does about half, meeting in between).
enum LargeBuffer {
    /// Buffers smaller than this are left alone: they cannot hold an aligned huge page.
    static let threshold = 4 << 20
    private static let hugePage = 2 << 20

    /// An empty array with room for `capacity` elements, advised to use huge pages when large.
    ///
    /// `expected` is how many elements the buffer will probably hold (at most `capacity`): only
    /// those are faulted in ahead, so an estimate made for the worst case costs no memory.
    static func reserved<Element>(_ capacity: Int, expected: Int? = nil, of _: Element.Type = Element.self) -> [Element] {
        // Small ones the ordinary way: `unsafeUninitializedCapacity` of 0 writes the count into
        // the empty-array singleton every thread shares (a data race ThreadSanitizer reports).
        guard isLarge(capacity, of: Element.self) else {
            var small: [Element] = []
            small.reserveCapacity(max(capacity, 0))
            return small
        }
        return [Element](unsafeUninitializedCapacity: capacity) { buffer, count in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            advise(raw)
            prefault(raw, bytes: min(expected ?? capacity, capacity) * MemoryLayout<Element>.stride, order: .ahead)
            count = 0
        }
    }

    /// An array of `count` copies of `value`, advised to use huge pages when large.
    static func filled<Element>(_ value: Element, count: Int) -> [Element] {
        guard isLarge(count, of: Element.self) else { return [Element](repeating: value, count: max(count, 0)) }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            advise(raw)
            prefault(raw, bytes: raw.count, order: .fromEnd)
            buffer.initialize(repeating: value)
            initialized = buffer.count
        }
    }

    /// Whether `count` elements fill at least ``threshold`` bytes.
    private static func isLarge<Element>(_ count: Int, of _: Element.Type) -> Bool {
        count > 0 && count >= threshold / max(MemoryLayout<Element>.stride, 1)
    }

    /// Advises huge pages for the 2 MiB-aligned part of `buffer`, which must not be written yet.
    static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        guard buffer.count >= threshold, let base = buffer.baseAddress else { return }
        let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: base) + buffer.count) & ~(hugePage - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        // Failure only means ordinary pages (THP disabled, or an older kernel).
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }

    /// In which order ``prefault(_:bytes:order:)`` faults pages in.
    enum Order {
        /// First page first: for a writer slower than faulting, which it then stays ahead of.
        case ahead
        /// Last page first: for a copy or a fill, which meets it in the middle.
        case fromEnd
    }

    /// Faults in the first `bytes` of `buffer` on another thread, in `order`, without writing
    /// to them: the owner may write the buffer meanwhile.
    ///
    /// `MADV_POPULATE_WRITE` changes no byte, so the request stays harmless even if the buffer
    /// is freed first and its addresses reused; it stops at the first error (a kernel before
    /// 5.14, or an unmapped range).
    static func prefault(_ buffer: UnsafeMutableRawBufferPointer, bytes: Int, order: Order) {
        #if os(Linux)
        guard bytes >= threshold, let base = buffer.baseAddress else { return }
        let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: base) + min(bytes, buffer.count)) & ~(hugePage - 1)
        guard end > start else { return }
        DispatchQueue.global(qos: .userInitiated).async {
            // Small steps, so the owner's own faults and allocations never wait long for the
            // address-space lock this holds.
            for step in 0..<(end - start + hugePage - 1) / hugePage {
                let chunk = order == .ahead ? start + step * hugePage : end - (step + 1) * hugePage
                guard let address = UnsafeMutableRawPointer(bitPattern: chunk), madvise(address, hugePage, populateWrite) == 0 else { return }
            }
        }
        #endif
    }

    #if os(Linux)
    /// `MADV_POPULATE_WRITE` (Linux 5.14), spelled out for C libraries whose headers predate it.
    private static let populateWrite: Int32 = 23
    #endif
}
