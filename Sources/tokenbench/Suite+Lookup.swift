import Tessera
import TesseraSupport

extension Suite {
    /// Typed-handle look-ups against their two baselines (a dictionary by path, a plain array load), in one run.
    static let lookup = Suite(
        name: "lookup",
        metrics: [
            Metric(key: "lookup_ns", title: "look-up by typed handle (10k theme, random)", unit: .nanoseconds, tolerance: .factor(3), budget: .atMost(2)),
            Metric(key: "lookup_dict_ns", title: "baseline: [String: SIMD4<Float>] by path", unit: .nanoseconds, tolerance: .informational),
            Metric(key: "lookup_array_ns", title: "floor: [SIMD4<Float>] indexed load", unit: .nanoseconds, tolerance: .informational),
            Metric(key: "lookup_over_array", title: "look-up ÷ array floor", unit: .ratio, tolerance: .factor(3), budget: .atMost(3)),
            Metric(key: "dict_over_lookup", title: "dictionary ÷ look-up (speed-up)", unit: .ratio, direction: .higherIsBetter, tolerance: .factor(3), budget: .atLeast(20)),
            Metric(key: "lookup_allocations", title: "heap allocations per 1M look-ups", unit: .count, tolerance: .exact, budget: .equal(0)),
        ],
        measure: measureLookups
    )

    private static func measureLookups(_ bench: inout Bench) throws(ToolError) {
        let fixture = try bench.reference()
        bench.log("lookup: \(fixture.synthetic.colorPaths.count) color tokens, \(bench.settings.lookups) random look-ups per repetition")
        let theme = fixture.theme
        let table: ModeTable
        do {
            // Non-default contexts on every axis, so fallbacks (high → standard, elevated → base) are in play.
            let mode = try theme.mode(["colorScheme": "dark", "contrast": "high", "elevation": "elevated", "sizeClass": "compact"])
            table = try theme.table(for: mode)
        } catch {
            throw ToolError("cannot select the benchmark mode: \(error)")
        }

        // Handles and paths by dense index, then one random access sequence shared by all three.
        let handles = fixture.synthetic.colorPaths.compactMap { fixture.graph.token($0, as: TokenColor.self) }
        guard handles.count == fixture.synthetic.colorPaths.count, !handles.isEmpty else { throw ToolError("color handles missing from the graph") }
        var pathOfIndex = [String](repeating: "", count: handles.count)
        for (h, p) in zip(handles, fixture.synthetic.colorPaths) { pathOfIndex[Int(h.index)] = p.rawValue }
        var rng = SplitMix64(seed: bench.settings.seed ^ 0x1007_C0DE)
        let sequence = (0..<bench.settings.lookups).map { _ in handles[rng.below(handles.count)] }
        let keys = sequence.map { pathOfIndex[Int($0.index)] }
        var dictionary: [String: SIMD4<Float>] = [:]
        var floor = [SIMD4<Float>](repeating: .zero, count: handles.count)
        for h in handles {
            dictionary[pathOfIndex[Int(h.index)]] = table[h].rgba
            floor[Int(h.index)] = table[h].rgba
        }

        let reps = bench.settings.repetitions(.small)
        let n = Double(sequence.count)
        let lookup = Stopwatch.median(repetitions: reps) { blackHole(sumTable(table, sequence)) }.nanoseconds / n
        let viaDictionary = Stopwatch.median(repetitions: reps) { blackHole(sumDictionary(dictionary, keys)) }.nanoseconds / n
        let viaArray = Stopwatch.median(repetitions: reps) { blackHole(sumArray(floor, sequence)) }.nanoseconds / n

        // The three loops must agree, or one of them is not measuring the same work.
        guard sumTable(table, sequence) == sumArray(floor, sequence) else { throw ToolError("typed look-ups disagree with the array floor") }

        bench.results["lookup_ns"] = lookup
        bench.results["lookup_dict_ns"] = viaDictionary
        bench.results["lookup_array_ns"] = viaArray
        bench.results["lookup_over_array"] = lookup / viaArray
        bench.results["dict_over_lookup"] = viaDictionary / lookup

        // Counted in a child process under glibc's malloc tracer (see MallocTrace). Without the
        // tracer the key is left out rather than reported as a zero nobody measured.
        do throws(ToolError) {
            let counts = try MallocTrace.countInChild(arguments: ["count-allocations", "--seed", String(bench.settings.seed), "--lookups", "1000000"])
            var fields: [String: Int] = [:]
            for line in counts.split(separator: "\n") {
                let parts = line.split(separator: " ")
                if parts.count == 2, let v = Int(parts[1]) { fields[String(parts[0])] = v }
            }
            guard let calibration = fields["calibration"], calibration >= 100, let allocations = fields["lookups"], allocations >= 0 else {
                throw ToolError(
                    "the malloc tracer recorded no calibration allocations (\(counts.split(separator: "\n").joined(separator: ", "))); is \(MallocTrace.debugLibrary) installed?")
            }
            bench.log("lookup: malloc tracer calibrated (\(calibration) calls for 100 arrays)")
            bench.results["lookup_allocations"] = Double(allocations)
        } catch {
            bench.log("warning: lookup_allocations not measured: \(error)")
        }
    }
}

// Each loop is its own non-inlined function so the optimizer treats the three alike: the
// table's column, the dictionary or the array is loop-invariant and hoisted, and the sum
// keeps every load alive.

@inline(never)
func sumTable(_ table: ModeTable, _ sequence: [Token<TokenColor>]) -> SIMD4<Float> {
    var sink = SIMD4<Float>.zero
    for h in sequence { sink += table[h].rgba }
    return sink
}

@inline(never)
func sumDictionary(_ dictionary: [String: SIMD4<Float>], _ keys: [String]) -> SIMD4<Float> {
    var sink = SIMD4<Float>.zero
    for k in keys { sink += dictionary[k] ?? .zero }
    return sink
}

@inline(never)
func sumArray(_ floor: [SIMD4<Float>], _ sequence: [Token<TokenColor>]) -> SIMD4<Float> {
    var sink = SIMD4<Float>.zero
    for h in sequence { sink += floor[Int(h.index)] }
    return sink
}
