extension JSONDocument {
    /// A node as a ``JSONValue`` tree, for rewriting and re-serialising parts of a document.
    ///
    /// Iterative, so depth is bounded by the parser's nesting limit and not by the stack.
    public func value(_ node: Node) -> JSONValue {
        // Post-order over an explicit stack: children are built before their parent.
        var built: [Int32: JSONValue] = [:]
        var stack: [(Node, Bool)] = [(node, false)]
        while let (n, expanded) = stack.popLast() {
            switch kind(n) {
            case .null: built[n.index] = .null
            case .bool: built[n.index] = .bool(bool(n)!)
            // An out-of-range number stays ±infinity (written back as null).
            case .number: built[n.index] = .number(number(n) ?? (numberText(n)?.hasPrefix("-") == true ? -.infinity : .infinity))
            case .string: built[n.index] = .string(string(n)!)
            case .array:
                let items = array(n)!
                if expanded {
                    built[n.index] = .array(items.map { built.removeValue(forKey: $0.index)! })
                } else {
                    stack.append((n, true))
                    for item in items.reversed() { stack.append((item, false)) }
                }
            case .object:
                let members = object(n)!
                if expanded {
                    built[n.index] = .object(members.map { ($0.key, built.removeValue(forKey: $0.value.index)!) })
                } else {
                    stack.append((n, true))
                    for m in members.reversed() { stack.append((m.value, false)) }
                }
            }
        }
        return built[node.index]!
    }
}
