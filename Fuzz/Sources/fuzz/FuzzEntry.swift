import Foundation

#if FUZZING
/// The body libFuzzer's inputs go to, chosen once by ``fuzzInitialize(_:_:)`` before the first.
nonisolated(unsafe) private var selectedBody: FuzzBodies.Body?

/// libFuzzer's set-up hook, called with the command line before libFuzzer reads its flags.
///
/// Takes the target's name out of the arguments (`fuzz dtcg -max_total_time=60 CORPUS…`), so
/// that libFuzzer sees only its own flags and folders, and leaves it in the environment
/// (`TESSERA_FUZZ_TARGET`), where the processes libFuzzer starts itself (`-fork`, `-merge`),
/// whose arguments no longer hold it, find it.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    let arguments = argv.pointee!
    if argc.pointee > 1, let first = arguments[1], let body = FuzzBodies.targets[String(cString: first)] {
        setenv(FuzzBodies.environmentVariable, first, 1)
        selectedBody = body
        // The pointer array ends in a null one, which moves down with the rest.
        for i in 1..<Int(argc.pointee) { arguments[i] = arguments[i + 1] }
        argc.pointee -= 1
    } else if let name = getenv(FuzzBodies.environmentVariable), let body = FuzzBodies.targets[String(cString: name)] {
        selectedBody = body
    } else {
        FileHandle.standardError.write(Data("usage: fuzz TARGET [libFuzzer flags] [CORPUS…]; TARGET: \(FuzzBodies.names.joined(separator: ", "))\n".utf8))
        exit(2)
    }
    return 0
}

/// libFuzzer's entry point: one input per call.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    selectedBody!(UnsafeBufferPointer(start: data, count: size))
    return 0
}
#else
/// Without libFuzzer, replays inputs through one target: `fuzz TARGET [PATH…]`, each path a
/// file or a folder of them; with none, the target's committed corpus and saved crashers.
@main
struct FuzzReplayCommand {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first, let body = FuzzBodies.targets[name] else {
            print("usage: fuzz TARGET [PATH…]; TARGET: \(FuzzBodies.names.joined(separator: ", "))")
            exit(2)
        }
        let paths = arguments.count > 1 ? Array(arguments.dropFirst()) : FuzzReplay.committedInputs(of: name)
        let count = FuzzReplay.run(paths, body)
        print("fuzz \(name): replayed \(count) inputs without a crash")
    }
}
#endif
