import ArgumentParser
import Synchronization
import Tessera
import TesseraColor
import TesseraFormats
import TesseraSupport

/// `tessera watch`: recompile on every save and print the diagnostics and the changed tokens.
struct WatchCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Watch token files; on each change print the diagnostics and the tokens whose values changed.",
        discussion: """
            For a designer's terminal beside a live app: the same reload a renderer gets from
            ThemeHolder.watch. A save that does not compile prints its diagnostics and keeps the
            previous theme. Without files, watches the bundled sample's resolver document.
            Stops with Ctrl-C.

            Example:
              tessera watch tokens/design.resolver.json --input colorScheme=dark
            """)

    @OptionGroup var source: DesignSystemOptions

    @Option(
        name: .customLong("input"),
        help: ArgumentHelp("Select a context for an axis, as AXIS=CONTEXT. Repeat for several axes.", valueName: "axis=context"))
    var inputs: [String] = []

    @Option(help: ArgumentHelp("Colors in this profile: srgb, display-p3, … or an .icc path.", valueName: "name|path.icc"))
    var profile: String?

    @Flag(help: "Poll file fingerprints instead of using inotify.")
    var poll = false

    @Option(help: .hidden)
    var exitAfter: Int?

    func execute(_ console: Console) throws(CLIFailure) {
        let selection = try ResolveCommand.parse(inputs)
        let paths = source.paths
        let target = profile ?? "srgb"
        let converter = try ProfileArgument.converter(target)
        let build = DesignSystemFiles.themeBuilder(
            source.contexts.isEmpty ? paths : source.files, preset: source.preset, allowOutsideRoot: source.allowOutsideRoot, theme: source.theme,
            options: CompileOptions(colorConverter: converter),
            contexts: source.contexts)
        let initial: ResolvedTheme
        switch build() {
        case .success(let t): initial = t
        case .failure(let list):
            for d in list.diagnostics { console.err(d.description) }
            throw .diagnostics(count: list.diagnostics.filter { $0.severity == .error }.count)
        }
        let mode: Mode
        do throws(Diagnostic) {
            mode = try initial.mode(selection)
        } catch {
            throw .usage(error.kind.message)
        }
        let holder = ThemeHolder(initial)
        let watched = DesignSystemFiles.watchedFiles(paths)
        var options = ThemeWatch.Options()
        options.inotify = !poll
        let events = EventCount()
        let watch = holder.watch(files: { DesignSystemFiles.watchedFiles(paths) }, options: options, build: build) { event in
            switch event {
            case .failed(let diagnostics):
                for d in diagnostics { console.err(d.description) }
                console.err("watch: \(diagnostics.filter { $0.severity == .error }.count) error(s); keeping the previous theme")
            case .reloaded(let old, let new):
                for d in new.diagnostics { console.err(d.description) }
                // The mode is re-resolved by name: a reload may change the axes.
                let newTable = (try? new.mode(selection)).flatMap { try? new.table(for: $0) } ?? new.defaultTable
                let oldTable = (try? old.mode(selection)).flatMap { try? old.table(for: $0) } ?? old.defaultTable
                let changes = newTable.changes(since: oldTable)
                for c in changes { console.out("\(c.path): \(Self.describe(c.old)) → \(Self.describe(c.new))\n") }
                console.out("watch: reloaded, \(changes.count) token(s) changed\n")
            }
            events.count.withLock { $0 += 1 }
        }
        console.err("watch: \(watched.count) file(s) (\(watch.usesInotify ? "inotify" : "polling")), theme \(initial.name), \(initial.axes.describe(mode))")
        while exitAfter.map({ limit in events.count.withLock { $0 } < limit }) ?? true { usleep(50_000) }
        watch.stop()
    }

    /// Reload attempts so far, shared with the watcher thread.
    final class EventCount: Sendable {
        let count = Mutex(0)
    }

    static func describe(_ value: Result<ResolvedValue, LookupError>?) -> String {
        switch value {
        case nil: "(none)"
        case .success(.color(let c))?: c.hex
        case .success(let v)?: "\(v)"
        case .failure(let e)?: "\(e.reason)"
        }
    }
}
