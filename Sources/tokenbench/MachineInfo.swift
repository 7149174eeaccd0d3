import TesseraSupport

/// The machine and build a run measured, printed with every report.
struct MachineInfo: Sendable {
    var cpuModel: String
    var cores: Int
    var configuration: String

    /// Reads `/proc/cpuinfo` and the online core count; the configuration is the compiler's.
    static func current() -> MachineInfo {
        #if DEBUG
        let configuration = "debug"
        #else
        let configuration = "release"
        #endif
        return MachineInfo(cpuModel: cpuModel() ?? "unknown", cores: sysconf(Int32(_SC_NPROCESSORS_ONLN)), configuration: configuration)
    }

    private static func cpuModel() -> String? {
        guard let text = TextFile.read("/proc/cpuinfo") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return String(line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" })
        }
        return nil
    }
}
