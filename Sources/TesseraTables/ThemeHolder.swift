import TesseraSupport

/// Holds the current theme for renderers on many threads while another thread swaps it.
///
/// Readers take the whole ``ResolvedTheme`` (one reference) under a short lock, so they see
/// either the old theme or the new one, never a mix. Swapping is how dark-mode toggles and hot
/// reloads reach a running renderer.
public final class ThemeHolder: Sendable {
    private let state: Locked<ResolvedTheme>

    /// Creates a holder with an initial theme.
    public init(_ theme: ResolvedTheme) { state = Locked(theme) }

    /// The current theme.
    public var current: ResolvedTheme { state.withLock { $0 } }

    /// Replaces the current theme; returns the previous one.
    @discardableResult
    public func swap(to theme: ResolvedTheme) -> ResolvedTheme {
        state.withLock { current in
            let old = current
            current = theme
            return old
        }
    }
}
