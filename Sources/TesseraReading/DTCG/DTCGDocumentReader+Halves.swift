import TesseraSupport

extension DTCGDocumentReader {
    /// Members a group needs before it is read, and its tokens listed, in two halves at once:
    /// enough that handing a half to another thread costs nothing measurable.
    package static let defaultSplitMembers = 16_384

    /// One half of a wide group, read on its own thread.
    private struct Half: Sendable {
        package var reader: DTCGDocumentReader
        package var group = DTCGGroup()
        package var extendsNode: JSONDocument.Node?
    }

    /// The `count` members of the wide group `node` read in two halves on two threads, with
    /// what each reported taken into this reader in member order; `nil` (and this reader
    /// unchanged) when a half followed an `$extends`.
    ///
    /// Files from design tools put hundreds of thousands of tokens in one group: reading them
    /// one after another was a sixth of a million-token load, on one core of two. A member's
    /// reading depends only on the JSON below it and the groups above, so each half gives what
    /// reading it in order would have; but an `$extends` cycle is reported once over all the
    /// groups read before it, so a group whose halves followed one is read again in order.
    package mutating func readInHalves(
        of node: JSONDocument.Node, count: Int, path: [String], depth: Int, isRoot: Bool, ofToken: Bool, unique: Bool
    ) -> (group: DTCGGroup, extendsNode: JSONDocument.Node?)? {
        var template = self
        template.isWorker = true
        template.diagnostics = DTCGDiagnostics(mode: diagnostics.mode)
        template.rejected = []
        template.parents = []
        template.slashNames = []
        template.bareValues = []
        let worker = template
        // Moved out of the split, so that appending the second half's members grows the first's in place.
        var (first, second) = Parallel.halves(of: count) { range in
            var half = Half(reader: worker)
            half.reader.readMembers(
                of: node, range, path: path, depth: depth, isRoot: isRoot, ofToken: ofToken, unique: unique, into: &half.group,
                extendsNode: &half.extendsNode)
            return half
        }
        guard !first.reader.followedExtends, !second.reader.followedExtends else { return nil }
        for reader in [first.reader, second.reader] {
            diagnostics.append(reader.diagnostics)
            rejected += reader.rejected
            parents.formUnion(reader.parents)
            slashNames += reader.slashNames
            bareValues += reader.bareValues
            sawRoot = sawRoot || reader.sawRoot
        }
        // Taken out of `first`, so that this is the only reference and appending grows it in place.
        var group = DTCGGroup()
        swap(&group, &first.group)
        group.append(later: &second.group, unique: unique)
        return (group, second.extendsNode ?? first.extendsNode)
    }

    /// The tokens of a wide group's children listed in two halves at once: the second half on
    /// another thread, straight into its own part of the list.
    package func flattenInHalves(_ g: DTCGGroup, path: String, type: String?, typeNode: JSONDocument.Node?, deprecation: String?, into out: inout OccurrenceSink) {
        var worker = self
        worker.isWorker = true
        let middle = g.children.count / 2
        let later = g.children[middle...]
        let earlierCount = DTCGGroup.tokenCount(g.children[..<middle])
        let laterCount = DTCGGroup.tokenCount(later)
        precondition(earlierCount + laterCount <= out.room, "the list was sized for fewer tokens than the groups hold")
        // The later half writes only its own part of the list, past the earlier half's.
        nonisolated(unsafe) let start = out.next + earlierCount
        let done = Parallel.Handoff()
        let written = Locked(0)
        done.start { [worker] in
            var part = OccurrenceSink(next: start, room: laterCount)
            worker.flatten(later, path: path, type: type, typeNode: typeNode, deprecation: deprecation, into: &part)
            written.withLock { $0 = laterCount - part.room }
        }
        worker.flatten(g.children[..<middle], path: path, type: type, typeNode: typeNode, deprecation: deprecation, into: &out)
        done.wait()
        precondition(out.next == start, "the earlier half wrote other than the tokens counted in it")
        out.skip(written.withLock { $0 })
    }
}

/// Where a document's token list is written: its next free element and how many are left.
///
/// The list is counted before it is made (``DTCGGroup/tokenCount(_:)``), so it never grows.
package struct OccurrenceSink {
    private(set) var next: UnsafeMutablePointer<DTCGOccurrence>
    private(set) var room: Int

    package init(next: UnsafeMutablePointer<DTCGOccurrence>, room: Int) {
        self.next = next
        self.room = room
    }

    /// Writes the next token.
    package mutating func append(_ occurrence: DTCGOccurrence) {
        precondition(room > 0, "more tokens than were counted")
        next.initialize(to: occurrence)
        next += 1
        room -= 1
    }

    /// Steps over `count` tokens another writer wrote.
    package mutating func skip(_ count: Int) {
        precondition(count <= room, "more tokens than were counted")
        next += count
        room -= count
    }
}
