/// How ``ResolvedTheme/checkContrast(_:options:)`` judges pairs.
public struct ContrastOptions: Sendable, Hashable {
    /// Require one step more in high contrast: the level's ``ContrastLevel/raised`` and
    /// ``ContrastLevel/apcaStep`` more Lc, so that high contrast means something.
    public var raiseInHighContrast: Bool
    /// The axis and context that mean "high contrast".
    public var highContrastAxis: String
    /// The context of ``highContrastAxis`` that means "high contrast".
    public var highContrastContext: String

    /// Creates options.
    public init(raiseInHighContrast: Bool = false, highContrastAxis: String = "contrast", highContrastContext: String = "high") {
        self.raiseInHighContrast = raiseInHighContrast
        self.highContrastAxis = highContrastAxis
        self.highContrastContext = highContrastContext
    }
}
