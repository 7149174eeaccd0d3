import TesseraSupport

/// Arrays for the few buffers of a read that grow with the file (its bytes, the JSON arena),
/// allocated at their final capacity and faulted in ahead of their writer.
///
/// Faulting a fresh page in costs the kernel a page clear, and on a virtual machine whose host
/// backs guest memory lazily, far more: a third of a million-token read. So a large buffer's
/// pages are faulted in ahead of time by a second thread while the owner writes it: ahead of a
/// writer that does work per element (it soon stays in front, and the writer no longer faults),
/// or from the far end back when the writer is a copy or a fill that outruns faulting (each
/// then does about half, meeting in between).
///
/// The buffers are not advised to use transparent huge pages. On this project's virtual
/// machines a fresh huge page comes from memory the guest has handed back to its host (free
/// page reporting gives back only whole 2 MiB blocks), which the host must back again: 0.26
/// GB/s, against 1.0–1.2 GB/s for ordinary pages, whose small free blocks the guest keeps.
/// Advising huge pages cost a cold million-token run about 1 s of kernel time (2.2 s of system
/// time against 1.2 s, `/usr/bin/time` with the system's setting switched between `madvise`
/// and `never`). Populating ahead already spares the writer the per-page faults that huge
/// pages would have saved.
package enum LargeBuffer {
    /// Buffers smaller than this are left alone: faulting them in is not worth a second thread.
    package static let threshold = 4 << 20
    /// How much one `madvise` call faults in: small, so the owner's own faults and allocations
    /// never wait long for the address-space lock it holds.
    private static let chunkBytes = 2 << 20

    /// An empty array with room for `capacity` elements, faulted in ahead when large.
    ///
    /// `expected` is how many elements the buffer will probably hold (at most `capacity`): only
    /// those are faulted in ahead, so an estimate made for the worst case costs no memory.
    package static func reserved<Element>(_ capacity: Int, expected: Int? = nil, of _: Element.Type = Element.self) -> [Element] {
        // Small ones the ordinary way: `unsafeUninitializedCapacity` of 0 writes the count into
        // the empty-array singleton every thread shares (a data race ThreadSanitizer reports).
        guard isLarge(capacity, of: Element.self) else {
            var small: [Element] = []
            small.reserveCapacity(max(capacity, 0))
            return small
        }
        return [Element](unsafeUninitializedCapacity: capacity) { buffer, count in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            prefault(raw, bytes: min(expected ?? capacity, capacity) * MemoryLayout<Element>.stride, order: .ahead)
            count = 0
        }
    }

    /// An array of `count` copies of `value`, faulted in from the far end when large.
    package static func filled<Element>(_ value: Element, count: Int) -> [Element] {
        guard isLarge(count, of: Element.self) else { return [Element](repeating: value, count: max(count, 0)) }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            prefault(raw, bytes: raw.count, order: .fromEnd)
            buffer.initialize(repeating: value)
            initialized = buffer.count
        }
    }

    /// Whether `count` elements fill at least ``threshold`` bytes.
    private static func isLarge<Element>(_ count: Int, of _: Element.Type) -> Bool {
        count > 0 && count >= threshold / max(MemoryLayout<Element>.stride, 1)
    }

    /// In which order ``prefault(_:bytes:order:)`` faults pages in.
    package enum Order {
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
    package static func prefault(_ buffer: UnsafeMutableRawBufferPointer, bytes: Int, order: Order) {
        #if os(Linux)
        guard Parallel.splits(bytes, from: threshold), let base = buffer.baseAddress else { return }
        let start = (Int(bitPattern: base) + chunkBytes - 1) & ~(chunkBytes - 1)
        let end = (Int(bitPattern: base) + min(bytes, buffer.count)) & ~(chunkBytes - 1)
        guard end > start else { return }
        Parallel.detach {
            for k in 0..<(end - start) / chunkBytes {
                let chunk = order == .ahead ? start + k * chunkBytes : end - (k + 1) * chunkBytes
                guard let address = UnsafeMutableRawPointer(bitPattern: chunk), madvise(address, chunkBytes, populateWrite) == 0 else { return }
            }
        }
        #endif
    }

    #if os(Linux)
    /// `MADV_POPULATE_WRITE` (Linux 5.14), spelled out for C libraries whose headers predate it.
    private static let populateWrite: Int32 = 23
    #endif
}
