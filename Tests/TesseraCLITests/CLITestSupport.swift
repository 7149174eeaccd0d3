import Foundation
import Synchronization
import TesseraCLI
import Testing

/// The result of running `tessera` in-process.
struct Run {
    var code: Int32
    var out: String
    var err: String
}

/// Runs `tessera` in-process with a capturing console.
func tessera(_ arguments: String...) -> Run {
    tessera(arguments)
}

func tessera(_ arguments: [String]) -> Run {
    let out = Mutex("")
    let err = Mutex("")
    let console = Console(out: { t in out.withLock { $0 += t } }, err: { t in err.withLock { $0 += t } })
    let code = TesseraTool.run(arguments, console: console)
    return Run(code: code, out: out.withLock { $0 }, err: err.withLock { $0 })
}

/// Runs the built `tessera` executable as a separate process.
func tesseraProcess(_ arguments: [String]) throws -> Run {
    let executable = productsDirectory.appendingPathComponent("tessera")
    // A missing binary is a test-setup failure worth naming, not a crash in Process.run.
    try #require(FileManager.default.isExecutableFile(atPath: executable.path), "no tessera executable next to the tests at \(executable.path)")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(code: process.terminationStatus, out: String(decoding: outData, as: UTF8.self), err: String(decoding: errData, as: UTF8.self))
}

/// The build products folder holding the test bundle and the `tessera` executable.
var productsDirectory: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
}
