import TesseraSupport

/// Process-wide cache of lcms2 transforms and exact 8-bit kernels.
///
/// Creating a transform costs 0.47 ms (float) to 9 ms (16-bit) and dominates small batches
///, so each (source, destination, formats, intent, flags) is created
/// once and then shared by every thread. Creation happens under the lock: concurrent
/// creation with the perceptual intent has a (benign) data race inside lcms2.
///
/// The cache is bounded (least recently used entries go first): a long-running process that
/// loads many distinct ICC profiles would otherwise keep every transform forever, which the
/// ICC fuzzer showed as unbounded memory growth. Evicted transforms stay alive for callers
/// that still hold them.
enum TransformCache {
    /// Most transforms kept at once.
    static let transformLimit = 64
    /// Most kernels kept at once.
    static let kernelLimit = 32

    /// A dictionary that forgets its least recently used entries past `limit`.
    struct LRU<Key: Hashable, Value> {
        var entries: [Key: (value: Value, used: UInt64)] = [:]
        var clock: UInt64 = 0
        let limit: Int

        mutating func get(_ key: Key) -> Value? {
            guard let e = entries[key] else { return nil }
            clock += 1
            entries[key] = (e.value, clock)
            return e.value
        }

        mutating func set(_ key: Key, _ value: Value) {
            clock += 1
            entries[key] = (value, clock)
            if entries.count > limit, let oldest = entries.min(by: { $0.value.used < $1.value.used })?.key {
                entries[oldest] = nil
            }
        }

        mutating func removeAll() { entries.removeAll() }
    }

    struct Key: Hashable {
        var source: ColorProfile.Identity
        var destination: ColorProfile.Identity
        var inputFormat: UInt32
        var outputFormat: UInt32
        var intent: UInt32
        var flags: UInt32
    }

    struct KernelKey: Hashable {
        var source: ColorProfile.Identity
        var destination: ColorProfile.Identity
    }

    private static let transforms = Locked(LRU<Key, TransformHandle>(limit: transformLimit))
    private static let kernels = Locked(LRU<KernelKey, MatrixShaperKernel?>(limit: kernelLimit))

    /// The number of cached transforms (for tests).
    static var transformCount: Int { transforms.withLock { $0.entries.count } }

    static func transform(
        from source: ColorProfile, inputFormat: UInt32,
        to destination: ColorProfile, outputFormat: UInt32,
        intent: RenderingIntent, flags: UInt32
    ) throws(ColorError) -> TransformHandle {
        let key = Key(
            source: source.identity, destination: destination.identity,
            inputFormat: inputFormat, outputFormat: outputFormat,
            intent: intent.lcmsValue, flags: flags)
        let result: Result<TransformHandle, LCMS.Failure> = transforms.withLock { cache in
            if let cached = cache.get(key) { return .success(cached) }
            let created = LCMS.createTransform(
                from: source.handle.raw, inputFormat: inputFormat,
                to: destination.handle.raw, outputFormat: outputFormat,
                intent: key.intent, flags: flags)
            return created.map { raw in
                let handle = TransformHandle(raw)
                cache.set(key, handle)
                return handle
            }
        }
        switch result {
        case .success(let handle): return handle
        case .failure(let failure):
            throw .transformFailed(
                source: source.source, destination: destination.source, message: failure.message)
        }
    }

    /// The exact kernel for an RGB matrix/TRC pair, or nil when the pair is not eligible.
    static func kernel(from source: ColorProfile, to destination: ColorProfile) -> MatrixShaperKernel? {
        let key = KernelKey(source: source.identity, destination: destination.identity)
        return kernels.withLock { cache in
            if let cached = cache.get(key) { return cached }
            let built = MatrixShaperKernel(source: source, destination: destination)
            cache.set(key, built)
            return built
        }
    }

    /// Drops every cached transform and kernel (tests and memory pressure).
    static func removeAll() {
        transforms.withLock { $0.removeAll() }
        kernels.withLock { $0.removeAll() }
    }
}
