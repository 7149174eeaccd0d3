import TesseraModel

extension SwiftHandlesExport {
    /// A node of the namespace tree: a path segment, its handle if it is a token, its children
    /// if it is a group, and the unique names chosen for both.
    package final class Node {
        package let segment: String
        package let groupPath: TokenPath
        package var children: [Node] = []
        package var bySegment: [String: Node] = [:]
        package var leaf: (type: TokenType, index: UInt32, path: TokenPath)?
        /// The name of the enum holding the children.
        package var enumName = ""
        /// The name of the handle constant, when the node is a token.
        package var constantName: String?

        package init(segment: String, groupPath: TokenPath) {
            self.segment = segment
            self.groupPath = groupPath
        }

        package func child(_ segment: String, path: [String]) -> Node {
            if let known = bySegment[segment] { return known }
            let node = Node(segment: segment, groupPath: TokenPath(segments: path))
            bySegment[segment] = node
            children.append(node)
            return node
        }
    }

    /// The namespace tree with every name chosen.
    package func tree() -> Node {
        let root = Node(segment: "", groupPath: TokenPath(segments: []))
        for path in (0..<graph.count).map({ graph.paths[$0] }).sorted() {
            guard let handle = graph.handleIndex(of: path) else { continue }
            var node = root
            var prefix: [String] = []
            for segment in path.segments {
                prefix.append(segment)
                node = node.child(segment, path: prefix)
            }
            node.leaf = (handle.type, handle.index, path)
        }
        name(root, isRoot: true)
        return root
    }

    /// Chooses unique names for the members of one enum, then for the enums inside it.
    private func name(_ node: Node, isRoot: Bool) {
        // The top-level enum already declares `manifest` and `check`.
        var used: Set<String> = isRoot ? ["manifest", "check"] : []
        func unique(_ base: String) -> String {
            var candidate = base
            var n = 2
            while used.contains(candidate) {
                candidate = "\(base)_\(n)"
                n += 1
            }
            used.insert(candidate)
            return candidate
        }
        for child in node.children {
            let name = unique(Self.identifier(child.segment))
            child.enumName = name
            if child.leaf != nil, child.children.isEmpty { child.constantName = name }
        }
        // A token that is also a group: its handle sits beside the enum as `<name>Value`.
        for child in node.children where child.leaf != nil && !child.children.isEmpty {
            child.constantName = unique(child.enumName + "Value")
        }
        for child in node.children where !child.children.isEmpty { name(child, isRoot: false) }
    }

    /// Swift's reserved words, the member names `.self`, `.Type`, `.Protocol` and `.init` that
    /// cannot name a member reachably, and the module names the generated file spells out.
    package static let reserved: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "throw", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "Type", "Protocol", "_", "Tessera", "Swift",
    ]

    /// A valid, reachable Swift identifier for a path segment (before de-duplication).
    package static func identifier(_ segment: String) -> String {
        if segment == "$root" { return "root" }
        var s = ""
        for scalar in segment.unicodeScalars {
            switch scalar.value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: s.unicodeScalars.append(scalar)
            case 0...0x7F: s += "_"
            default: s += "_u" + String(scalar.value, radix: 16, uppercase: true)
            }
        }
        if s.isEmpty { return "_empty" }
        if let first = s.unicodeScalars.first, (0x30...0x39).contains(first.value) { s = "_" + s }
        return reserved.contains(s) ? s + "_" : s
    }

    /// Checks that `namespace` can name the generated top-level enum.
    package static func validate(namespace: String) throws(SwiftExportError) {
        let scalars = Array(namespace.unicodeScalars)
        guard let first = scalars.first else { throw SwiftExportError(.invalidNamespace(namespace, why: "it is empty")) }
        func isHead(_ s: Unicode.Scalar) -> Bool { (0x41...0x5A).contains(s.value) || (0x61...0x7A).contains(s.value) || s == "_" }
        guard isHead(first) else {
            throw SwiftExportError(.invalidNamespace(namespace, why: "a Swift identifier starts with an ASCII letter or _"))
        }
        guard scalars.allSatisfy({ isHead($0) || (0x30...0x39).contains($0.value) }) else {
            throw SwiftExportError(.invalidNamespace(namespace, why: "a Swift identifier holds only ASCII letters, digits and _"))
        }
        guard !reserved.contains(namespace) else {
            throw SwiftExportError(.invalidNamespace(namespace, why: "it is a Swift keyword or a module the generated file uses"))
        }
    }

    /// `s` as a Swift string literal.
    package static func literal(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            default: out += escapedIfInvisible(scalar)
            }
        }
        return out + "\""
    }

    /// `s` for a line comment: control, format and line-separator characters escaped so that
    /// no name can end the comment or hide text.
    package static func commentText(_ s: String) -> String {
        s.unicodeScalars.map(escapedIfInvisible).joined()
    }

    private static func escapedIfInvisible(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate:
            "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: String(scalar)
        }
    }
}
