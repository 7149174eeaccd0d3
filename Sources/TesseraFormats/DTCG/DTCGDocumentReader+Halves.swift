import Dispatch
import TesseraSupport

extension DTCGDocumentReader {
    /// Members a group needs before it is read, and its tokens listed, in two halves at once:
    /// enough that handing a half to another thread costs nothing measurable.
    static let defaultSplitMembers = 16_384

    /// One half of a wide group, read on its own thread.
    private struct Half: Sendable {
        var reader: DTCGDocumentReader
        var group = DTCGGroup()
        var extendsNode: JSONDocument.Node?
    }

    /// A wide group's `members` read in two halves on two threads, with what each reported
    /// taken into this reader in member order; `nil` (and this reader unchanged) when a half
    /// followed an `$extends`.
    ///
    /// Files from design tools put hundreds of thousands of tokens in one group: reading them
    /// one after another was a sixth of a million-token load, on one core of two. A member's
    /// reading depends only on the JSON below it and the groups above, so each half gives what
    /// reading it in order would have; but an `$extends` cycle is reported once over all the
    /// groups read before it, so a group whose halves followed one is read again in order.
    mutating func readInHalves(
        _ members: [(key: String, keyNode: JSONDocument.Node, value: JSONDocument.Node)], path: [String], depth: Int, isRoot: Bool, ofToken: Bool, unique: Bool
    ) -> (group: DTCGGroup, extendsNode: JSONDocument.Node?)? {
        var template = self
        template.isWorker = true
        template.diagnostics = DTCGDiagnostics(mode: diagnostics.mode)
        template.rejected = []
        template.parents = []
        let worker = template
        let middle = members.count / 2
        let results = Locked([Half?](repeating: nil, count: 2))
        DispatchQueue.concurrentPerform(iterations: 2) { h in
            var half = Half(reader: worker)
            half.reader.readMembers(
                h == 0 ? members[..<middle] : members[middle...], path: path, depth: depth, isRoot: isRoot, ofToken: ofToken, unique: unique, into: &half.group,
                extendsNode: &half.extendsNode)
            results.withLock { $0[h] = half }
        }
        let halves = results.withLock { $0 }
        guard let first = halves[0], let second = halves[1], !first.reader.followedExtends, !second.reader.followedExtends else { return nil }
        for half in [first, second] {
            diagnostics.append(half.reader.diagnostics)
            rejected += half.reader.rejected
            parents.formUnion(half.reader.parents)
        }
        var group = first.group
        group.append(later: second.group, unique: unique)
        return (group, second.extendsNode ?? first.extendsNode)
    }

    /// The tokens of a wide group's children listed in two halves at once: the second half on
    /// another thread into its own list, appended after the first.
    func flattenInHalves(_ g: DTCGGroup, path: String, type: String?, typeNode: JSONDocument.Node?, deprecation: String?, into out: inout [DTCGOccurrence]) {
        var worker = self
        worker.isWorker = true
        let later = g.children[(g.children.count / 2)...]
        let result = Locked<[DTCGOccurrence]>([])
        let done = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: done) { [worker] in
            var list: [DTCGOccurrence] = []
            list.reserveCapacity(later.count)
            worker.flatten(later, path: path, type: type, typeNode: typeNode, deprecation: deprecation, into: &list)
            result.withLock { $0 = list }
        }
        worker.flatten(g.children[..<later.startIndex], path: path, type: type, typeNode: typeNode, deprecation: deprecation, into: &out)
        done.wait()
        result.withLock { out += $0 }
    }
}
