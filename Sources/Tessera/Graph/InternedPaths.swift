import TesseraSupport

/// The paths of a design system interned by its graph, and their ids by path.
struct InternedPaths: TokenPathIndex {
    /// Token paths by id.
    let paths: [TokenPath]
    /// Ids by path.
    let ids: PathIndex

    var count: Int { paths.count }
    var interned: [TokenPath]? { paths }
    func path(_ id: Int) -> TokenPath { paths[id] }
    func id(of path: String) -> Int32? { ids[path] }
}
