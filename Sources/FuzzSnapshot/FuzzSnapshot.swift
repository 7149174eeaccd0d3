import TesseraFuzzing

#if FUZZING
/// libFuzzer's entry point: one input per call.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzBodies.snapshot(UnsafeBufferPointer(start: data, count: size))
    return 0
}
#else
/// Without libFuzzer, replays the corpus directories or files given as arguments.
@main
struct FuzzSnapshotReplay {
    static func main() {
        let paths = Array(CommandLine.arguments.dropFirst())
        let count = FuzzReplay.run(paths.isEmpty ? ["Fuzz/snapshot/corpus"] : paths, FuzzBodies.snapshot)
        print("FuzzSnapshot: replayed \(count) inputs without a crash")
    }
}
#endif
