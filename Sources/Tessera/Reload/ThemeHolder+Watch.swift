extension ThemeHolder {
    /// Watches `paths` and, each time they change, builds a new theme off the readers' threads
    /// and swaps it in; a build that fails keeps the current theme.
    ///
    /// `build` reads and compiles the files (`DesignSystemFiles` in TesseraFormats provides
    /// one); `onEvent` is called on the watcher thread after each attempt, with the swapped-out
    /// theme or the diagnostics. A deleted file is a failed build until it comes back.
    ///
    /// - Returns: the running watch; keep it, since releasing it stops the watch.
    public func watch(
        _ paths: [String], options: ThemeWatch.Options = ThemeWatch.Options(), build: @escaping @Sendable () -> Result<ResolvedTheme, DiagnosticList>,
        onEvent: @escaping @Sendable (ReloadEvent) -> Void
    ) -> ThemeWatch {
        ThemeWatch(holder: self, paths: paths, options: options, build: build, onEvent: onEvent)
    }
}
