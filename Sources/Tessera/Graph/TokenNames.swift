import Synchronization
import TesseraSupport

/// A graph's token namespace: paths by id and ids by path.
///
/// A graph built from a design system interns its paths in a dictionary. A graph loaded from a
/// snapshot looks paths up in the file's own hash index and makes the path strings only when
/// ``paths`` is first read, so loading allocates nothing per token.
final class TokenNames: Sendable {
    /// The number of tokens.
    let count: Int
    private let interned: [TokenPath]?
    /// Ids by path; empty for a snapshot graph, which cannot be compiled.
    let ids: PathIndex
    private let index: SnapshotPathIndex?
    /// The paths of a snapshot graph, made on first use.
    private let made = Mutex<[TokenPath]?>(nil)

    /// Names interned from a design system.
    init(paths: [TokenPath], ids: PathIndex) {
        count = paths.count
        interned = paths
        self.ids = ids
        index = nil
    }

    /// Names read in place from a snapshot.
    init(snapshot index: SnapshotPathIndex) {
        count = index.count
        interned = nil
        ids = PathIndex()
        self.index = index
    }

    /// Whether these names are read from a snapshot.
    var isSnapshot: Bool { index != nil }

    /// Token paths by id.
    var paths: [TokenPath] {
        if let interned { return interned }
        return made.withLock { made in
            if let made { return made }
            let index = index!
            let paths = (0..<count).map { index.path($0) }
            made = paths
            return paths
        }
    }

    /// The path of token `id`, without making the others.
    func path(_ id: Int) -> TokenPath {
        if let interned { return interned[id] }
        return index!.path(id)
    }

    /// The id of the token at `path`, if any.
    func id(of path: String) -> Int32? {
        if let index { return index.id(of: path) }
        return ids[path]
    }
}
