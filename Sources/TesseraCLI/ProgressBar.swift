/// A progress bar on standard error, drawn only when it is a terminal and the work has run
/// for more than a second.
final class ProgressBar {
    private let console: Console
    private let label: String
    private let start = ContinuousClock.now
    private var drawn = false
    private var lastPercent = -1

    init(console: Console, label: String) {
        self.console = console
        self.label = label
    }

    /// Reports the fraction done, 0...1.
    func update(_ fraction: Double) {
        guard Console.stderrIsTerminal, ContinuousClock.now - start > .seconds(1) else { return }
        let percent = Int(fraction * 100)
        guard percent != lastPercent else { return }
        lastPercent = percent
        let width = 30
        let filled = width * percent / 100
        console.writeErr("\r\(label) [\(String(repeating: "#", count: filled))\(String(repeating: " ", count: width - filled))] \(percent)%")
        drawn = true
    }

    /// Clears the bar if it was drawn.
    func finish() {
        if drawn { console.writeErr("\r\u{1B}[K") }
    }
}
