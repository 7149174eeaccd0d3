/// What a one-shot command keeps until the process exits instead of tearing it down.
///
/// Releasing a million-token design system and its graph, one string and array at a time,
/// was a tenth of `tessera validate`'s run, spent after its answer was printed; the system
/// takes the whole address space back at exit at once. Long-running commands (`watch`) must
/// not use this: what they keep would pile up with every reload.
enum ProcessLifetime {
    private final class Kept<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Keeps `value` (and all it holds) alive until the process exits.
    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Kept(value))
    }
}
