/// A group of a DTCG document after `$extends` is applied: properties and children in order.
struct DTCGGroup {
    /// `$type`, `$description`, `$deprecated`, `$extensions` nodes, by key.
    var properties: [String: JSONDocument.Node] = [:]
    var children: [DTCGChild] = []

    mutating func set(_ name: String, _ item: DTCGItem) {
        if let i = children.firstIndex(where: { $0.name == name }) {
            children[i].item = item
        } else {
            children.append(DTCGChild(name: name, item: item))
        }
    }

    /// `local` over `base`: local properties win, groups merge deeply, tokens replace whole.
    static func merge(base: DTCGGroup, local: DTCGGroup) -> DTCGGroup {
        var out = base
        for (k, v) in local.properties { out.properties[k] = v }
        for child in local.children {
            let (name, item) = (child.name, child.item)
            if case .group(let l) = item, let existing = out.children.first(where: { $0.name == name })?.item, case .group(let b) = existing {
                out.set(name, .group(merge(base: b, local: l)))
            } else {
                out.set(name, item)
            }
        }
        return out
    }
}

/// A named child of a group.
struct DTCGChild {
    var name: String
    var item: DTCGItem
}

/// A child of a group: a token (its JSON object) or a nested group.
indirect enum DTCGItem {
    case token(JSONDocument.Node)
    case group(DTCGGroup)
}
