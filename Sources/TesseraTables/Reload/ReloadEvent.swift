import TesseraModel

/// What a watched ``ThemeHolder`` reports after the watched files changed.
public enum ReloadEvent: Sendable {
    /// The files compiled; the holder now holds `new` (readers already see it).
    case reloaded(old: ResolvedTheme, new: ResolvedTheme)
    /// The files did not compile (or could not be read); the holder keeps the previous theme.
    case failed([Diagnostic])
}
