import TesseraModel
import TesseraSupport
import TesseraTables

/// The paths of a design system interned by its graph, and their ids by path.
package struct InternedPaths: TokenPathIndex {
    /// Token paths by id.
    package let paths: [TokenPath]
    /// Ids by path.
    package let ids: PathIndex

    package var count: Int { paths.count }
    package var interned: [TokenPath]? { paths }
    package func path(_ id: Int) -> TokenPath { paths[id] }
    package func id(of path: String) -> Int32? { ids[path] }
}
