import TesseraSupport

/// Process-wide cache of lcms2 transforms and exact 8-bit kernels.
///
/// Creating a transform costs 0.47 ms (float) to 9 ms (16-bit) and dominates small batches
/// (lcms2-notes §0.3), so each (source, destination, formats, intent, flags) is created
/// once and then shared by every thread. Creation happens under the lock: concurrent
/// creation with the perceptual intent has a (benign) data race inside lcms2.
enum TransformCache {
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

    private static let transforms = Locked<[Key: TransformHandle]>([:])
    private static let kernels = Locked<[KernelKey: MatrixShaperKernel?]>([:])

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
            if let cached = cache[key] { return .success(cached) }
            let created = LCMS.createTransform(
                from: source.handle.raw, inputFormat: inputFormat,
                to: destination.handle.raw, outputFormat: outputFormat,
                intent: key.intent, flags: flags)
            return created.map { raw in
                let handle = TransformHandle(raw)
                cache[key] = handle
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
            if let cached = cache[key] { return cached }
            let built = MatrixShaperKernel(source: source, destination: destination)
            cache[key] = .some(built)
            return built
        }
    }

    /// Drops every cached transform and kernel (tests and memory pressure).
    static func removeAll() {
        transforms.withLock { $0.removeAll() }
        kernels.withLock { $0.removeAll() }
    }
}
