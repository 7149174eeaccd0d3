extension JSONDocument {
    /// Whether the document writes tokens DTCG's way (`$value` somewhere).
    package var hasDTCGTokens: Bool { strings.contains("$value") }

    /// Whether the document is a legacy Style Dictionary file: no `$value` or `$type` anywhere
    /// (the test Style Dictionary itself applies), so an object with a `value` member is a token
    /// (`value`, `type`, `comment` without `$`).
    ///
    /// Deciding per file, not per object, keeps a DTCG dimension's own `value` member from
    /// reading as a token in a file that uses `$value`.
    package var usesLegacyKeys: Bool {
        guard kind(root) == .object, !strings.contains(where: { $0 == "$value" || $0 == "$type" }) else { return false }
        return strings.contains("value")
    }

    /// Renames the legacy keys of every token in place (`value` → `$value`, `type` → `$type`,
    /// `comment` and `description` → `$description`), so positions stay those of the file.
    /// Returns the first token renamed, how many were, and whether the file is Tokens Studio's.
    ///
    /// The file is Tokens Studio's when `tokensStudio` says so (a set of its export) or when a
    /// `type` names one of its types. Then a group's `type` is renamed too, so its tokens inherit
    /// it as the plugin's reader has them; a group's `type` is a string beside members that are
    /// objects, which tells it from a token named `type`. Style Dictionary ignores a group's
    /// `type`, so elsewhere it stays a plain member.
    package mutating func adoptLegacyKeys(tokensStudio: Bool = false) -> (first: Node, count: Int, tokensStudio: Bool)? {
        var first: Node?
        var count = 0
        var studio = tokensStudio
        // The `type` keys of groups, renamed only once the file is known to be Tokens Studio's.
        var groupTypes: [Node] = []
        var stack = [root]
        while let node = stack.popLast() {
            guard kind(node) == .object else { continue }
            let members = object(node) ?? []
            if member(node, "value") != nil {
                count += 1
                if first == nil { first = node }
                for m in members {
                    let renamed: String? =
                        switch m.key {
                        case "value": "$value"
                        case "type": "$type"
                        case "comment", "description": "$description"
                        default: nil
                        }
                    if m.key == "type", !studio, let name = string(m.value), DTCGTypeName.isTokensStudio(name) { studio = true }
                    // The key gets a string of its own: the parser shares one string among
                    // equal keys, and a `value` elsewhere (inside a value) keeps its name.
                    if let renamed { rename(m.keyNode, to: renamed) }
                }
                continue
            }
            if let type = members.last(where: { $0.key == "type" }), let name = string(type.value), members.contains(where: { kind($0.value) == .object }) {
                groupTypes.append(type.keyNode)
                if !studio, DTCGTypeName.isTokensStudio(name) { studio = true }
            }
            // Depth-first in reverse, so the first token found is the first in the file.
            for m in members.reversed() { stack.append(m.value) }
        }
        if studio { for key in groupTypes { rename(key, to: "$type") } }
        return first.map { ($0, count, studio) }
    }

    /// Gives the key string node `key` the text `name`, in a string of its own.
    private mutating func rename(_ key: Node, to name: String) {
        strings.append(name)
        entries[Int(key.index)].payload = UInt32(strings.count - 1)
    }

    /// Drops the `.value` Style Dictionary's references end with (`{color.base.red.value}`
    /// names the token `color.base.red`), in a legacy file where no token can be named `value`;
    /// returns how many references were rewritten.
    package mutating func dropLegacyValueSuffixes() -> Int {
        var count = 0
        for (i, s) in strings.enumerated() {
            guard let rewritten = Self.droppingValueSuffixes(s) else { continue }
            strings[i] = rewritten.text
            count += rewritten.count
        }
        // Strings left in the text get a rewritten `String` of their own.
        for k in entries.indices where entries[k].isInText {
            guard let s = string(Node(index: Int32(k))), let rewritten = Self.droppingValueSuffixes(s) else { continue }
            strings.append(rewritten.text)
            entries[k].payload = UInt32(strings.count - 1)
            entries[k].count = 0
            count += rewritten.count
        }
        return count
    }

    /// `s` with every reference `{a.b.value}` in it written `{a.b}` (a whole value, or one of
    /// several references in a string Style Dictionary interpolates: `"0 {space.1.value} {color.black.value}"`),
    /// and how many; `nil` when it has none.
    package static func droppingValueSuffixes(_ s: String) -> (text: String, count: Int)? {
        guard s.contains(".value}") else { return nil }
        var out = ""
        var count = 0
        var rest = Substring(s)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            var reference = rest[open...close]
            if reference.hasSuffix(".value}"), !reference.dropFirst().contains("{") {
                reference = reference.dropLast(".value}".count) + "}"
                count += 1
            }
            out += reference
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        return count == 0 ? nil : (out, count)
    }
}
