import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

/// One side of a comparison in one mode: a token's value, or why it has none.
public enum DiffValue: Sendable, Hashable {
    /// The token's value.
    case value(ResolvedValue)
    /// The token resolves to the forbidden marker in this mode.
    case forbidden
    /// The token has no value in this mode (it failed to resolve).
    case absent

    /// The value of a look-up, or why there is none.
    package init(_ lookup: Result<ResolvedValue, LookupError>) {
        switch lookup {
        case .success(let value): self = .value(value)
        case .failure(let error): self = error.reason == .forbidden ? .forbidden : .absent
        }
    }

    /// The value, if there is one.
    public var resolved: ResolvedValue? {
        if case .value(let v) = self { return v }
        return nil
    }
}

extension ThemeCellReader {
    /// A token's cell as one side of a comparison.
    package mutating func diffValue(_ layout: Layout, combination: Int) -> DiffValue {
        if let value = value(layout, combination: combination) { return .value(value) }
        return status(layout, combination: combination) == .forbidden ? .forbidden : .absent
    }
}
