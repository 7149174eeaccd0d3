import Tessera
import TokenBenchC

/// The compiles whose instructions `Benchmarks/check-instructions` counts, run through a C entry
/// point with a fixed name.
///
/// callgrind counts only inside the function that `--toggle-collect` names. Naming
/// `compileKeepingGoing` meant naming its mangled Swift symbol, which changes with its
/// signature, its module or the compiler's mangling; `tokenbench_counted_compile` changes with
/// none of them. The entry is called through its C declaration (`TokenBenchC.h`), so the call
/// is a call to that symbol, which the optimiser cannot inline into the caller.
enum CountedCompile {
    /// `graph.compileKeepingGoing(theme, options: options)`, inside `tokenbench_counted_compile`.
    static func compileKeepingGoing(_ graph: TokenGraph, _ theme: Theme, options: CompileOptions) -> CompileResult {
        var call = Call(graph: graph, theme: theme, options: options)
        withUnsafeMutablePointer(to: &call) { tokenbench_counted_compile($0) }
        return call.result!
    }

    /// The arguments and result of one counted compile, passed by address through C.
    struct Call {
        var graph: TokenGraph
        var theme: Theme
        var options: CompileOptions
        var result: CompileResult?
    }
}

/// The body of `tokenbench_counted_compile`, declared in `TokenBenchC.h`: compiles the
/// ``CountedCompile/Call`` at `call` and stores its result there.
@_cdecl("tokenbench_counted_compile")
func countedCompileEntry(_ call: UnsafeMutableRawPointer) {
    let call = call.assumingMemoryBound(to: CountedCompile.Call.self)
    call.pointee.result = call.pointee.graph.compileKeepingGoing(call.pointee.theme, options: call.pointee.options)
}
