import TesseraModel

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
        ThemeWatch(holder: self, files: { paths }, options: options, build: build, onEvent: onEvent)
    }

    /// Watches the files `files` lists, asking again after every build, so files that appear
    /// later (added to a watched folder, newly referenced by a resolver document) are watched
    /// from the next change on; otherwise as ``watch(_:options:build:onEvent:)``.
    ///
    /// List a folder itself among the files to notice entries added to it: its modification
    /// time changes with them.
    public func watch(
        files: @escaping @Sendable () -> [String], options: ThemeWatch.Options = ThemeWatch.Options(),
        build: @escaping @Sendable () -> Result<ResolvedTheme, DiagnosticList>, onEvent: @escaping @Sendable (ReloadEvent) -> Void
    ) -> ThemeWatch {
        ThemeWatch(holder: self, files: files, options: options, build: build, onEvent: onEvent)
    }
}
