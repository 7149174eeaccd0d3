import Benchmark
import BenchmarkFixtures
import Tessera
import TesseraFormats

/// A DTCG document of `n` groups, each with a color, a dimension and an alias to the color.
func document(groups n: Int) -> [UInt8] {
    var text = "{\n"
    for g in 0..<n {
        let c = Double(g % 256) / 255
        text += """
              "group\(g)": {
                "bg": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [\(c), 0.5, 0.25] } },
                "gap": { "$type": "dimension", "$value": { "value": \(g % 32), "unit": "px" } },
                "fg": { "$value": "{group\(g).bg}", "$description": "aliases bg" }
              }\(g == n - 1 ? "" : ",")

            """
    }
    return Array((text + "}\n").utf8)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .tessera(timeUnits: .milliseconds, maxIterations: 200)

    let bytes = document(groups: 1_000)

    // JSON with positions only: 3,000 tokens, about 180 KB.
    Benchmark("Parsing.json.3000tokens") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? JSONParser().parse(bytes, file: "bench.tokens.json"))
        }
    }

    // JSON, then DTCG: groups, types, aliases and values into a design system.
    Benchmark("Parsing.dtcg.3000tokens") { benchmark in
        for _ in benchmark.scaledIterations {
            guard let parsed = try? JSONParser().parse(bytes, file: "bench.tokens.json") else { continue }
            blackHole(DTCGLoader().designSystem(name: "bench", sources: [DTCGSource(document: parsed.document)]))
        }
    }
}
