import Testing

@testable import TesseraCLI

/// What a one-shot command keeps is never released: its last outside reference going away
/// leaves it alive, so nothing of it is torn down before the process exits.
@Suite struct ProcessLifetimeTests {
    final class Probe {
        let payload = [Int](repeating: 7, count: 1_000)
    }

    @Test func keptValuesOutliveTheirLastReference() {
        weak var watched: Probe?
        weak var unwatched: Probe?
        do {
            let kept = Probe()
            let dropped = Probe()
            watched = kept
            unwatched = dropped
            ProcessLifetime.keep(kept)
            // Inside a value, as a command keeps its design system.
            ProcessLifetime.keep([kept, kept])
        }
        #expect(watched?.payload.count == 1_000)
        #expect(unwatched == nil)
    }
}
