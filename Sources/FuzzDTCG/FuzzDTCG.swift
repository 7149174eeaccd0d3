import TesseraFuzzing

#if FUZZING
/// libFuzzer's entry point: one input per call.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzBodies.dtcg(UnsafeBufferPointer(start: data, count: size))
    return 0
}
#else
/// Without libFuzzer, replays the corpus directories or files given as arguments.
@main
struct FuzzDTCGReplay {
    static func main() {
        let paths = Array(CommandLine.arguments.dropFirst())
        let count = FuzzReplay.run(paths.isEmpty ? ["Fuzz/dtcg/corpus"] : paths, FuzzBodies.dtcg)
        print("FuzzDTCG: replayed \(count) inputs without a crash")
    }
}
#endif
