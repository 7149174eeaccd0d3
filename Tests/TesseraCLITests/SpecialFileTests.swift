import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// Paths that are not regular files: outputs are refused rather than replaced, inputs are
/// refused rather than waited on, and nothing is left behind.
@Suite("Special files as inputs and outputs")
struct SpecialFileTests {
    /// A FIFO in a scratch folder of its own.
    static func fifo(_ name: String = "pipe") throws -> String {
        let path = try Scratch.path(name)
        try #require(mkfifo(path, 0o600) == 0, "mkfifo: \(String(cString: strerror(errno)))")
        return path
    }

    /// A listening Unix-domain socket's path; the descriptor is closed, the socket file stays.
    static func socketFile() throws -> String {
        let path = try Scratch.path("sock")
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0, "bind: \(String(cString: strerror(errno)))")
        return path
    }

    static func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// The names in the folder of `path`.
    static func siblings(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent).sorted()
    }

    @Test("compile and export -o a FIFO fail with a typed error and leave the FIFO in place", arguments: ["compile", "export"])
    func outputFIFO(command: String) throws {
        let fifo = try Self.fifo()
        let run = command == "export" ? tessera(command, "--format", "css", "-o", fifo) : tessera(command, "-o", fifo)
        #expect(run.code == 1)
        #expect(run.err.contains("\(fifo): is a FIFO, not a regular file; only regular files are written"))
        #expect(Self.kind(fifo) == S_IFIFO)
        #expect(try Self.siblings(fifo) == ["pipe"])
    }

    @Test("-o a symbolic link to a FIFO or to a socket is refused; the link and its target stay")
    func outputLinks() throws {
        for (target, kind, phrase) in [(try Self.fifo(), S_IFIFO, "a FIFO"), (try Self.socketFile(), S_IFSOCK, "a socket")] {
            let link = (target as NSString).deletingLastPathComponent + "/out.tsnap"
            try #require(symlink(target, link) == 0)
            let run = tessera("compile", "-o", link)
            #expect(run.code == 1)
            #expect(run.err.contains("\(link): is \(phrase), not a regular file"))
            #expect(Self.kind(link) == S_IFLNK)
            #expect(Self.kind(target) == kind)
        }
    }

    @Test("writeAtomically refuses a character device without touching it, and a directory")
    func writeDevice() throws {
        // /dev/null is only checked, never written: the refusal comes before the temporary file.
        #expect(throws: FileError(path: "/dev/null", reason: FileIO.notRegular(.characterDevice, reading: false), kind: .notRegularFile)) {
            try FileIO.writeAtomically(Array("x".utf8), to: "/dev/null")
        }
        #expect(Self.kind("/dev/null") == S_IFCHR)
        let folder = try Scratch.folder()
        #expect(throws: FileError(path: folder, reason: FileIO.notRegular(.directory, reading: false), kind: .notRegularFile)) {
            try FileIO.writeAtomically(Array("x".utf8), to: folder)
        }
    }

    @Test("a FIFO as input is refused at once by validate, compile and the snapshot loader", .timeLimit(.minutes(1)))
    func inputFIFO() throws {
        let fifo = try Self.fifo("tokens.json")
        // A separate process, so that a regression hangs a child that is then killed, not the tests.
        for command in ["validate", "compile"] {
            let run = try tesseraProcess(command == "compile" ? [command, fifo, "-o", fifo + ".tsnap"] : [command, fifo], killAfter: 20)
            #expect(run.code == 1, "\(command): \(run.err)")
            #expect(run.err.contains("\(fifo):1:1: error[io-error]: is a FIFO, not a regular file; only regular files are read (use - for standard input)"), "\(command)")
        }
        #expect(throws: SnapshotError.self) { try Snapshot(contentsOf: fifo) }
        #expect(Self.kind(fifo) == S_IFIFO)
    }

    @Test("a character device as input is refused with its kind named")
    func inputDevice() {
        let run = tessera("validate", "/dev/null")
        #expect(run.code == 1)
        #expect(run.err.contains("/dev/null:1:1: error[io-error]: is a character device, not a regular file"))
        #expect(throws: FileError(path: "/dev/null", reason: FileIO.notRegular(.characterDevice, reading: true) + " (use - for standard input)", kind: .notRegularFile)) {
            try FileIO.read("/dev/null")
        }
    }

    @Test("registered temporary files are removed by the signal handler's sweep, and only those")
    func temporarySweep() throws {
        let kept = try Scratch.path("kept.txt", contents: "kept")
        let doomed = try Scratch.path(".out.tsnap.tmp-ABC123", contents: "partial")
        let slot = try #require(TemporaryFiles.register(doomed))
        TemporaryFiles.removeAll()
        TemporaryFiles.unregister(slot)
        #expect(!FileManager.default.fileExists(atPath: doomed))
        #expect(FileManager.default.fileExists(atPath: kept))
        // Unregistered files are not swept.
        let later = try Scratch.path(".later.tmp", contents: "x")
        TemporaryFiles.unregister(TemporaryFiles.register(later))
        TemporaryFiles.removeAll()
        #expect(FileManager.default.fileExists(atPath: later))
    }

    @Test("a successful write leaves only its output in the folder")
    func noLeftovers() throws {
        let output = try Scratch.path("out.tsnap")
        #expect(tessera("compile", "-o", output).code == 0)
        #expect(try Self.siblings(output) == ["out.tsnap"])
    }
}

/// Runs the built `tessera` executable, killing it after `seconds` if it has not ended (then
/// its code is -1 and its error output says so).
func tesseraProcess(_ arguments: [String], killAfter seconds: Double) throws -> Run {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("tessera")
    process.arguments = arguments
    let err = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = err
    try process.run()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if process.isRunning {
        process.terminate()
        process.waitUntilExit()
        return Run(code: -1, out: "", err: "killed after \(seconds) s: \(arguments.joined(separator: " "))")
    }
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    return Run(code: process.terminationStatus, out: "", err: String(decoding: errData, as: UTF8.self))
}
