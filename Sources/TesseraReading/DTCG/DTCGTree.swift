import TesseraSupport

/// A group of a DTCG document after `$extends` is applied: properties and children in order.
package struct DTCGGroup: Sendable {
    /// `$type`, `$description`, `$deprecated`, `$extensions` nodes, by key.
    package var properties: [String: JSONDocument.Node] = [:]
    /// Children in insertion order.
    private(set) var children: [DTCGChild] = []
    /// Where each child's name sits in `children`, so replacing by name is O(1) and a group of
    /// n members costs O(n), not n². Built on first need: a group read from a JSON object
    /// without duplicate keys never needs it.
    private var indexOfName: [String: Int]?

    /// Adds a child whose name is not in the group yet.
    package mutating func append(unique name: String, _ item: DTCGItem) {
        indexOfName?[name] = children.count
        children.append(DTCGChild(name: name, item: item))
    }

    /// Adds the properties and children of `later`, read from members that follow this group's:
    /// the group reading all of them in order makes. `unique`: no name occurs twice among them.
    ///
    /// `later`'s children are moved, not copied: it is left with placeholders in their place.
    package mutating func append(later: inout DTCGGroup, unique: Bool) {
        for (key, node) in later.properties { properties[key] = node }
        if unique, indexOfName == nil {
            children.appendMoving(&later.children, filler: DTCGChild(name: "", item: .token(JSONDocument.Node(index: 0))))
        } else {
            for child in later.children { set(child.name, child.item) }
        }
    }

    /// The number of tokens among `children` and their descendants: what listing them makes.
    package static func tokenCount(_ children: ArraySlice<DTCGChild>) -> Int {
        var count = 0
        for child in children {
            switch child.item {
            case .token: count += 1
            case .group(let g): count += tokenCount(g.children[...])
            case .tokenWithChildren(_, let g): count += 1 + tokenCount(g.children[...])
            }
        }
        return count
    }

    /// The child called `name`, if any.
    package mutating func child(_ name: String) -> DTCGItem? {
        buildIndex()
        return indexOfName?[name].map { children[$0].item }
    }

    /// Adds a child, or replaces the one with the same name in place (keeping its position).
    package mutating func set(_ name: String, _ item: DTCGItem) {
        buildIndex()
        if let i = indexOfName?[name] {
            children[i].item = item
        } else {
            indexOfName?[name] = children.count
            children.append(DTCGChild(name: name, item: item))
        }
    }

    private mutating func buildIndex() {
        guard indexOfName == nil else { return }
        var built: [String: Int] = [:]
        built.reserveCapacity(children.count)
        for (i, c) in children.enumerated() { built[c.name] = i }
        indexOfName = built
    }

    /// `local` over `base`: local properties win, groups merge deeply, tokens replace whole.
    package static func merge(base: DTCGGroup, local: DTCGGroup) -> DTCGGroup {
        var out = base
        for (k, v) in local.properties { out.properties[k] = v }
        for child in local.children {
            let (name, item) = (child.name, child.item)
            if case .group(let l) = item, let existing = out.child(name), case .group(let b) = existing {
                out.set(name, .group(merge(base: b, local: l)))
            } else {
                out.set(name, item)
            }
        }
        return out
    }
}

/// A named child of a group.
package struct DTCGChild: Sendable {
    package var name: String
    package var item: DTCGItem
}

/// A child of a group: a token (its JSON object) or a nested group.
package enum DTCGItem: Sendable {
    case token(JSONDocument.Node)
    /// A token whose other members are tokens or groups (read in the compatible mode).
    indirect case tokenWithChildren(JSONDocument.Node, DTCGGroup)
    // Only groups are boxed: a token is a node handle, and boxing it cost an allocation per token.
    indirect case group(DTCGGroup)
}
