/// An RFC 6901 JSON Pointer in URI-fragment form (`#/a/b~1c/0`).
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    /// The unescaped reference tokens.
    public var segments: [String]

    /// Parses `#/…` (or `#` for the root); `nil` if malformed (`~` not followed by 0 or 1).
    public init?(_ text: String) {
        guard text.hasPrefix("#") else { return nil }
        let body = text.dropFirst()
        if body.isEmpty {
            segments = []
            return
        }
        guard body.hasPrefix("/") else { return nil }
        var out: [String] = []
        for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var s = ""
            var it = raw.makeIterator()
            while let c = it.next() {
                if c == "~" {
                    switch it.next() {
                    case "0": s.append("~")
                    case "1": s.append("/")
                    default: return nil
                    }
                } else {
                    s.append(c)
                }
            }
            out.append(s)
        }
        segments = out
    }

    public var description: String {
        "#" + segments.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }

    /// The node the pointer designates in `doc`, starting at `root`.
    public func resolve(in doc: JSONDocument, from root: JSONDocument.Node) -> JSONDocument.Node? {
        var node = root
        for segment in segments {
            switch doc.kind(node) {
            case .object:
                guard let next = doc.member(node, segment) else { return nil }
                node = next
            case .array:
                guard let i = Int(segment), i >= 0, String(i) == segment, let items = doc.array(node), i < items.count else { return nil }
                node = items[i]
            default:
                return nil
            }
        }
        return node
    }
}

extension String {
    fileprivate func replacingOccurrences(of a: String, with b: String) -> String {
        split(separator: Character(a), omittingEmptySubsequences: false).joined(separator: b)
    }
}
