import Synchronization
import TesseraModel

/// A design system's token namespace: the paths and types of its tokens, the typed handles they
/// have, its axes and its named themes.
///
/// Every theme compiled from one design system, or loaded from one snapshot, shares its catalog,
/// so a ``Token`` handle looked up once works in each of them and survives theme swaps.
public final class TokenCatalog: Sendable {
    /// The design system's name.
    public let name: String
    /// The axes and their contexts.
    public let axes: AxisSystem
    /// The named themes of the design system.
    public let themes: [Theme]
    /// Token types by id.
    package let types: [TokenType]
    /// Per token: its index among the tokens of its type, which is what a handle holds.
    package let kindIndex: [Int32]
    /// Number of tokens of each type, indexed like ``TokenType/allCases``.
    package let kindCounts: [Int]
    /// Paths by id and ids by path.
    package let names: any TokenPathIndex
    /// Every path, made on first use when ``names`` reads them from a file.
    private let madePaths = Mutex<[TokenPath]?>(nil)

    /// Creates a catalog; the handle indices follow from `types`.
    package convenience init(name: String, axes: AxisSystem, themes: [Theme], types: [TokenType], names: any TokenPathIndex) {
        var kindCounts = [Int](repeating: 0, count: TokenType.allCases.count)
        var kindIndex: [Int32] = []
        kindIndex.reserveCapacity(types.count)
        for t in types {
            kindIndex.append(Int32(kindCounts[t.ordinal]))
            kindCounts[t.ordinal] += 1
        }
        self.init(name: name, axes: axes, themes: themes, types: types, kindIndex: kindIndex, kindCounts: kindCounts, names: names)
    }

    /// Creates a catalog whose handle indices are already known (a snapshot stores them).
    package init(name: String, axes: AxisSystem, themes: [Theme], types: [TokenType], kindIndex: [Int32], kindCounts: [Int], names: any TokenPathIndex) {
        self.name = name
        self.axes = axes
        self.themes = themes
        self.types = types
        self.kindIndex = kindIndex
        self.kindCounts = kindCounts
        self.names = names
    }

    /// The number of tokens.
    public var count: Int { names.count }

    /// Every token's path, in id order; for names read in place from a snapshot, made on first use.
    public var paths: [TokenPath] {
        if let interned = names.interned { return interned }
        return madePaths.withLock { made in
            if let made { return made }
            let paths = (0..<count).map { names.path($0) }
            made = paths
            return paths
        }
    }

    /// The id of the token at `path`, if any.
    package func id(of path: TokenPath) -> Int? { names.id(of: path.rawValue).map(Int.init) }

    /// The path of token `id`, without making the others.
    package func path(of id: Int) -> TokenPath { names.path(id) }

    /// The typed handle of the token at `path`, or `nil` if there is none of that type.
    public func token<Value: TokenValue>(_ path: TokenPath, as: Value.Type = Value.self) -> Token<Value>? {
        guard let id = names.id(of: path.rawValue), types[Int(id)] == Value.tokenType else { return nil }
        return Token(index: UInt32(kindIndex[Int(id)]))
    }

    /// The type and handle index of the token at `path`, for generated code to check itself.
    public func handleIndex(of path: TokenPath) -> (type: TokenType, index: UInt32)? {
        guard let id = names.id(of: path.rawValue) else { return nil }
        return (types[Int(id)], UInt32(kindIndex[Int(id)]))
    }

    /// The type and handle index of the token with id `id`, or `nil` when out of range.
    package func handleIndex(ofTokenAt id: Int) -> (type: TokenType, index: UInt32)? {
        guard id >= 0, id < count else { return nil }
        return (types[id], UInt32(kindIndex[id]))
    }

    /// A did-you-mean suggestion for a misspelt path.
    public func suggestion(for path: TokenPath) -> TokenPath? {
        Suggestion.closest(to: path.rawValue, in: paths.lazy.map(\.rawValue)).map { TokenPath($0) }
    }
}

/// A catalog's paths by id and ids by path: interned by the compiler, or read in place from a
/// snapshot, where loading makes no string until one is asked for.
package protocol TokenPathIndex: Sendable {
    /// The number of tokens.
    var count: Int { get }
    /// Every path, when they are held as strings already; `nil` when each is made on request.
    var interned: [TokenPath]? { get }
    /// The path of token `id`.
    func path(_ id: Int) -> TokenPath
    /// The id of the token at `path`, if any.
    func id(of path: String) -> Int32?
    /// Calls `body` with each path's UTF-8 bytes, in id order, making no string per path.
    func forEachPath(_ body: (Int, UnsafeBufferPointer<UInt8>) -> Void)
}

extension TokenPathIndex {
    /// Each path's bytes, from its string.
    package func forEachPath(_ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
        for id in 0..<count {
            var text = path(id).rawValue
            text.withUTF8 { body(id, $0) }
        }
    }
}
