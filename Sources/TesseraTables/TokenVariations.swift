import TesseraModel

/// One token's values in every combination of the contexts of the axes it depends on.
///
/// A token whose value depends on no axis has one value; one that depends on `colorScheme`
/// (2 contexts) and `contrast` (2 contexts) has four. Exports walk these instead of selecting
/// a whole ``ModeTable`` per mode, so their cost follows what each token actually varies with.
public struct TokenVariations: Sendable {
    /// The axes the value depends on, ascending.
    public let axes: [AxisIndex]
    /// The context count of each axis in ``axes``.
    public let radices: [Int]
    /// One value per combination, in mixed-radix order: the first axis varies fastest, so the
    /// combination with context `c[k]` on axis `axes[k]` is at `Σ c[k] · Π radices[..<k]`.
    public let values: [Result<ResolvedValue, LookupError>]

    /// The position in ``values`` of the combination that `contexts` (one context index per
    /// axis of the whole system, as in ``AxisSystem/defaultMode``) selects.
    public func index(contexts: [ContextIndex]) -> Int { index { contexts[$0].position } }

    /// ``index(contexts:)`` for writers that do mixed-radix arithmetic on context positions.
    package func index(positions: [Int]) -> Int { index { positions[$0] } }

    /// The combination whose context on axis position `a` is `context(a)`.
    private func index(_ context: (Int) -> Int) -> Int {
        var i = 0
        var stride = 1
        for (k, a) in axes.enumerated() {
            i += context(a.position) * stride
            stride *= radices[k]
        }
        return i
    }

    /// The value that `contexts` (one context index per axis of the system) selects.
    public func value(contexts: [ContextIndex]) -> Result<ResolvedValue, LookupError> { values[index(contexts: contexts)] }
}
