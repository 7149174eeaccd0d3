import Foundation
import Tessera
import TesseraColor
import TesseraSupport

extension Suite {
    /// CSS Color 4 gamut mapping (`.map`) against the per-channel clip, timed in turns in one run.
    static let gamut = Suite(
        name: "gamut",
        metrics: [
            Metric(
                key: "gamut_clip_outside_ns", title: "100k colors outside sRGB (half OKLCh, half Display P3) → sRGB, .clip (ns per color)",
                unit: .nanoseconds, tolerance: .factor(3)),
            Metric(key: "gamut_map_outside_ns", title: "the same colors, .map (ns per color)", unit: .nanoseconds, tolerance: .factor(3)),
            Metric(
                key: "gamut_map_extra_us", title: "mapping cost per color outside: .map − .clip (µs)", unit: .microseconds, tolerance: .factor(3),
                budget: .atMost(2)),
            Metric(
                key: "gamut_search_ns", title: "the search alone (pure Swift, sRGB), per color outside (ns)", unit: .nanoseconds, tolerance: .factor(3)),
            Metric(
                key: "gamut_map_over_clip_inside", title: "100k colors inside sRGB: .map ÷ .clip (what mapping adds to them)", unit: .ratio,
                tolerance: .informational, budget: .atMost(1.1)),
            Metric(
                key: "palette_clip_mcps", title: "100k-color Display P3 hex palette → sRGB hex, .clip (colors)", unit: .millionsPerSecond,
                direction: .higherIsBetter, tolerance: .factor(3)),
            Metric(
                key: "palette_map_mcps", title: "the same palette, .map (colors)", unit: .millionsPerSecond, direction: .higherIsBetter,
                tolerance: .factor(3), budget: .atLeast(1)),
            Metric(
                key: "palette_map_cpu_mcps", title: "the same palette, .map, per second of CPU time (colors)", unit: .millionsPerSecond,
                direction: .higherIsBetter, tolerance: .factor(3), budget: .atLeast(1)),
            Metric(
                key: "palette_outside_share", title: "share of the palette's colors outside sRGB", unit: .ratio, tolerance: .informational),
        ],
        measure: measureGamut
    )

    private static func measureGamut(_ bench: inout Bench) throws(ToolError) {
        let count = 100_000
        var rng = SplitMix64(seed: bench.settings.seed)
        let rounds = bench.settings.repetitions(.large)
        let srgb: ColorProfile
        do throws(ColorError) { srgb = try .builtIn(.srgb) } catch { throw ToolError("no sRGB profile: \(error)") }

        // Random OKLCh and Display P3 colors, sorted by whether they lie inside sRGB.
        var outside: [DTCGColor] = []
        var inside: [DTCGColor] = []
        while outside.count < count || inside.count < count {
            let oklch = outside.count % 2 == 0
            let c: DTCGColor
            do throws(ColorError) {
                if oklch {
                    let (l, chroma, h) = (Double.random(in: 0.05...0.95, using: &rng), Double.random(in: 0...0.35, using: &rng), Double.random(in: 0..<360, using: &rng))
                    c = try DTCGColor(space: .oklch, components: [.number(l), .number(chroma), .number(h)])
                } else {
                    let (r, g, b) = (Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng))
                    c = try DTCGColor(space: .displayP3, components: [.number(r), .number(g), .number(b)])
                }
            } catch {
                throw ToolError("bad benchmark color: \(error)")
            }
            let isInside = (try? c.converted(to: srgb, gamut: .keep).isInGamut) ?? false
            if isInside, inside.count < count { inside.append(c) } else if !isInside, outside.count < count { outside.append(c) }
        }
        func convert(_ colors: [DTCGColor], _ gamut: GamutHandling) -> [ConvertedColor] {
            (try? DTCGColor.converted(colors, to: srgb, gamut: gamut)) ?? []
        }
        guard convert(outside, .map).count == count else { throw ToolError("mapping failed") }
        bench.log("gamut: 100k colors outside sRGB and 100k inside, .clip and .map in turns")
        let turns = Stopwatch.interleavedMilliseconds(
            rounds: rounds,
            [
                (repetitions: 1, body: { convert(outside, .clip) }),
                (repetitions: 1, body: { convert(outside, .map) }),
            ])
        bench.results["gamut_clip_outside_ns"] = turns[0] * 1e6 / Double(count)
        bench.results["gamut_map_outside_ns"] = turns[1] * 1e6 / Double(count)
        bench.results["gamut_map_extra_us"] = (turns[1] - turns[0]) * 1e3 / Double(count)
        // Two equal costs: more rounds than the rest, so that the ratio's noise stays well
        // inside its budget of 1.1 (five rounds gave 1.12 once).
        let inTurns = Stopwatch.interleavedMilliseconds(
            rounds: bench.settings.repetitions(.small),
            [
                (repetitions: 1, body: { convert(inside, .clip) }),
                (repetitions: 1, body: { convert(inside, .map) }),
            ])
        bench.results["gamut_map_over_clip_inside"] = inTurns[1] / inTurns[0]

        // The search without lcms2: the OKLab of the OKLCh half, into CSS's sRGB matrix.
        let origins = outside.compactMap { c -> SIMD3<Double>? in
            guard c.space == .oklch else { return nil }
            let (l, chroma, h) = (c.components[0].valueForConversion, c.components[1].valueForConversion, c.components[2].valueForConversion)
            return SIMD3(l, chroma * cos(h * .pi / 180), chroma * sin(h * .pi / 180))
        }
        let search = Stopwatch.median(repetitions: rounds) { () -> SIMD3<Double> in
            var sum = SIMD3<Double>.zero
            for o in origins { sum += GamutMapping.map(oklab: o, into: LinearRGBGamut.srgb) }
            return sum
        }
        bench.results["gamut_search_ns"] = search.nanoseconds / Double(origins.count)

        // A palette as `tessera convert --from display-p3 --to srgb` reads it: hex lines.
        var text: [UInt8] = []
        text.reserveCapacity(count * 8)
        let digits = Array("0123456789ABCDEF".utf8)
        for _ in 0..<count {
            text.append(UInt8(ascii: "#"))
            for _ in 0..<3 {
                let b = UInt8.random(in: 0...255, using: &rng)
                text.append(digits[Int(b >> 4)])
                text.append(digits[Int(b & 15)])
            }
            text.append(UInt8(ascii: "\n"))
        }
        func palette(_ gamut: GamutHandling) throws(ToolError) -> PaletteConversion {
            do throws(ColorError) {
                var conversion = PaletteConversion(source: try .builtIn(.displayP3), destination: srgb, target: ColorTarget.named("srgb")!)
                conversion.gamut = gamut
                return conversion
            } catch {
                throw ToolError("no Display P3 profile: \(error)")
            }
        }
        let clip = try palette(.clip)
        let map = try palette(.map)
        guard case .success(let output) = map.run(text), output.count == count else { throw ToolError("the palette did not convert") }
        bench.results["palette_outside_share"] = Double(output.warnings.count) / Double(count)
        bench.log("gamut: 100k-color palette, .clip and .map in turns")
        let palettes = Stopwatch.interleavedMilliseconds(
            rounds: rounds,
            [
                (repetitions: 1, body: { clip.run(text) }),
                (repetitions: 1, body: { map.run(text) }),
            ])
        bench.results["palette_clip_mcps"] = Double(count) / palettes[0] / 1e3
        bench.results["palette_map_mcps"] = Double(count) / palettes[1] / 1e3
        // The same run in CPU time (every thread's): what the conversion asks of the machine,
        // which the other processes on a shared one cannot stretch as they stretch wall clock.
        var cpu: [Double] = []
        for _ in 0..<rounds {
            let start = processCPUSeconds()
            withExtendedLifetime(map.run(text)) {}
            cpu.append(processCPUSeconds() - start)
        }
        bench.results["palette_map_cpu_mcps"] = Double(count) / cpu.sorted()[cpu.count / 2] / 1e6
    }

    /// CPU time the process has used, every thread's, in seconds.
    private static func processCPUSeconds() -> Double {
        var cpu = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu)
        return Double(cpu.tv_sec) + Double(cpu.tv_nsec) / 1e9
    }
}
