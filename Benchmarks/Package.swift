// swift-tools-version: 6.1
import PackageDescription

// The root package, by path: this folder's parent, whatever the checkout is called.
let rootPath = Context.packageDirectory + "/.."
// SwiftPM names a path dependency after its last path component, lowercased.
let rootIdentity =
    Context.packageDirectory
    .split(separator: "/").dropLast().last.map { String($0).lowercased() } ?? "tessera"

// One executable per suite; the plugin finds them under Benchmarks/.
let suites = [
    "LookupBenchmarks",
    "CompileBenchmarks",
    "OverrideBenchmarks",
    "ThemeSwapBenchmarks",
    "HexParsingBenchmarks",
    "ConversionBenchmarks",
    "ParsingBenchmarks",
]

let package = Package(
    name: "TesseraBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: rootPath),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The synthetic design systems, shared with tokenbench (see Fixtures.swift).
        .target(
            name: "BenchmarkFixtures",
            dependencies: [
                .product(name: "Tessera", package: rootIdentity),
                .product(name: "Benchmark", package: "benchmark"),
            ]
        )
    ]
        + [
            // The 2^24-color bit-exactness sweep of the exact 8-bit kernel against lcms2, and
            // color throughput (`sweep`, `bench`, `hex`); scripts/check-exact runs `sweep`.
            .executableTarget(
                name: "tessera-color-sweep",
                dependencies: [.product(name: "TesseraColor", package: rootIdentity)]
            )
        ]
        + suites.map { suite in
            .executableTarget(
                name: suite,
                dependencies: [
                    "BenchmarkFixtures",
                    .product(name: "Tessera", package: rootIdentity),
                    .product(name: "TesseraColor", package: rootIdentity),
                    .product(name: "TesseraFormats", package: rootIdentity),
                    .product(name: "Benchmark", package: "benchmark"),
                ],
                path: "Benchmarks/\(suite)",
                plugins: [
                    .plugin(name: "BenchmarkPlugin", package: "benchmark")
                ]
            )
        },
    swiftLanguageModes: [.v6]
)
