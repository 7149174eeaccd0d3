import Tessera
import Testing

/// Small helpers shared by the test targets.
public enum TestSupport {
    /// The expanded value of `path` in the mode selected by `contexts`.
    public static func value(_ theme: ResolvedTheme, _ path: TokenPath, _ contexts: [String: String] = [:]) throws -> ResolvedValue {
        let table = try theme.table(for: theme.mode(contexts))
        let result = try #require(table.resolvedValue(at: path), "no token \(path)")
        return try result.get()
    }

    /// The color of `path` as `#rrggbb[aa]`.
    public static func hex(_ theme: ResolvedTheme, _ path: TokenPath, _ contexts: [String: String] = [:]) throws -> String {
        let value = try value(theme, path, contexts)
        guard case .color(let c) = value else {
            Issue.record("\(path) is not a color: \(value)")
            throw Missing(path: path)
        }
        return c.hex
    }

    /// Every token's expanded value (or lookup error) in every mode, for whole-theme comparisons.
    public static func snapshot(_ theme: ResolvedTheme) -> [String: String] {
        var out: [String: String] = [:]
        for mode in theme.axes.allModes {
            let m = theme.axes.describe(mode)
            guard let table = try? theme.table(for: mode) else {
                Issue.record("allModes gave a mode its own theme rejects: \(m)")
                continue
            }
            for id in 0..<theme.catalog.count {
                let v: String
                switch table.resolvedValue(ofTokenAt: id) {
                case .success(let value): v = "\(value)"
                case .failure(let e): v = "error: \(e.reason)"
                }
                out["\(theme.catalog.paths[id]) @ \(m)"] = v
            }
        }
        return out
    }

    /// Thrown when a test asks for a token that does not exist.
    public struct Missing: Error, CustomStringConvertible {
        public var path: TokenPath
        public var description: String { "no token \(path)" }
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics with rule id `rule`.
    public func with(rule: String) -> [Diagnostic] { filter { $0.ruleID == rule } }
}
