// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Tessera", targets: ["Tessera"]),
        .library(name: "TesseraColor", targets: ["TesseraColor"]),
        .library(name: "TesseraFormats", targets: ["TesseraFormats"]),
        .library(name: "TesseraSample", targets: ["TesseraSample"]),
        .executable(name: "tessera", targets: ["tessera"]),
        .executable(name: "tokenbench", targets: ["tokenbench"]),
        // The C API (include/tessera.h) as libTesseraC.so, for renderers in any language.
        .library(name: "TesseraC", type: .dynamic, targets: ["TesseraC"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // Small shared utilities: the platform's C library, the parallel-split helper, a
        // TSan-visible lock, the path index.
        .target(name: "TesseraSupport", dependencies: ["CPrefetch"]),
        // A memory prefetch hint for the path index's probes (Swift has none).
        .target(name: "CPrefetch"),
        // The snapshot checksum's block loop in AVX2, chosen at run time (Swift cannot).
        .target(name: "CChecksum"),
        // The one module that reads, writes and watches files.
        .target(name: "TesseraIO", dependencies: ["TesseraSupport"]),
        // The stages, each importing only the ones before it:
        // colour model → model → tables → compiler | snapshot.
        // 1. Colours as numbers: spaces, literals, matrices, curves, blending, contrast math.
        .target(
            name: "TesseraColorModel",
            dependencies: ["TesseraSupport"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // 2. What a design system is: token types, paths, values, composites, axes, themes,
        //    diagnostics.
        .target(
            name: "TesseraModel",
            dependencies: ["TesseraColorModel", "TesseraSupport"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // 3. What a renderer reads: handles, mode tables, token names, resolved themes, reload.
        .target(
            name: "TesseraTables",
            dependencies: ["TesseraModel", "TesseraColorModel", "TesseraIO", "TesseraSupport"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // 4a. Definitions into tables: the token graph, lowering and the solver.
        .target(
            name: "TesseraCompiler",
            dependencies: ["TesseraTables", "TesseraModel", "TesseraColorModel", "TesseraSupport"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // 4b. Tables to bytes and back: the .tsnap file.
        .target(
            name: "TesseraSnapshot",
            dependencies: ["TesseraTables", "TesseraModel", "TesseraColorModel", "TesseraIO", "TesseraSupport", "CChecksum"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // Two compiled versions of a design system compared in every mode, for review and CI.
        .target(
            name: "TesseraDiff",
            dependencies: ["TesseraCompiler", "TesseraTables", "TesseraModel", "TesseraColorModel", "TesseraSupport"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // Every stage under one name, for apps and tools.
        .target(
            name: "Tessera",
            dependencies: ["TesseraColorModel", "TesseraModel", "TesseraTables", "TesseraCompiler", "TesseraSnapshot", "TesseraDiff", "TesseraIO"]
        ),
        // lcms2 through a C shim that re-exports the TYPE_* format macros.
        .systemLibrary(
            name: "CLCMS2",
            pkgConfig: "lcms2",
            providers: [.apt(["liblcms2-dev"])]
        ),
        // The only Swift module that talks to lcms2.
        .target(
            name: "TesseraColor",
            dependencies: ["CLCMS2", "TesseraColorModel", "TesseraSupport"],
            // Double.rounded() needs libm at link time unless Foundation/Glibc is imported.
            linkerSettings: [.linkedLibrary("m")]
        ),
        // Files into design systems: JSON with positions (parser, document, writer), DTCG,
        // resolver documents, Tokens Studio, Figma, presets.
        .target(
            name: "TesseraReading",
            dependencies: [
                "TesseraSnapshot", "TesseraCompiler", "TesseraTables", "TesseraModel", "TesseraColorModel", "TesseraIO",
                "TesseraSupport",
            ]
        ),
        // Themes into files: DTCG, CSS, Swift handles, the preview sheet, reports.
        .target(
            name: "TesseraWriting",
            dependencies: [
                "TesseraReading", "TesseraDiff", "TesseraSnapshot", "TesseraCompiler", "TesseraTables", "TesseraModel", "TesseraColorModel",
                "TesseraIO", "TesseraSupport",
            ]
        ),
        // Reading and writing under one name.
        .target(name: "TesseraFormats", dependencies: ["TesseraReading", "TesseraWriting"]),
        // The bundled sample design system.
        .target(
            name: "TesseraSample",
            dependencies: ["Tessera", "TesseraFormats"],
            resources: [.copy("Resources/lumen")]
        ),
        // Command implementations, kept in a library so tests can run them in-process.
        .target(
            name: "TesseraCLI",
            dependencies: [
                "Tessera",
                "TesseraColor",
                "TesseraFormats",
                "TesseraSample",
                "TesseraSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "tessera",
            dependencies: ["TesseraCLI", "TesseraIO", "TesseraSupport"]
        ),
        // @_cdecl entry points behind include/tessera.h; no Swift type crosses the boundary.
        .target(
            name: "TesseraC",
            dependencies: ["TesseraSnapshot", "TesseraTables", "TesseraModel", "TesseraColorModel", "TesseraIO", "TesseraSupport"],
            exclude: ["include"]
        ),
        // Latency guard: synthetic design systems, timings as ratios against baselines.
        .executableTarget(
            name: "tokenbench",
            dependencies: [
                "Tessera",
                "TesseraColor",
                "TesseraCLI",
                "TesseraFormats",
                "TesseraSupport",
                "TesseraC",
                "TokenBenchC",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The plain C cmsDoTransform loop tokenbench compares the Swift batch API with, and the
        // C API's load and read loops written in C against tessera.h (linked from TesseraC
        // through tokenbench, so this target stays below the library's stages).
        .target(
            name: "TokenBenchC",
            dependencies: ["CLCMS2"],
            cSettings: [.headerSearchPath("../TesseraC/include")]
        ),
        // Helpers shared by the test targets, and the scratch folder they write files to.
        .target(
            name: "TesseraTestSupport",
            dependencies: ["Tessera"],
            path: "Tests/TesseraTestSupport"
        ),
        .testTarget(
            name: "TesseraTests",
            dependencies: ["Tessera", "TesseraColor", "TesseraFormats", "TesseraSample", "TesseraSupport", "TesseraTestSupport"]
        ),
        .testTarget(
            name: "TesseraCLITests",
            dependencies: ["TesseraCLI", "tessera", "TesseraTestSupport"]
        ),
        .testTarget(
            name: "TesseraCTests",
            dependencies: ["TesseraC", "Tessera", "TesseraSample", "TesseraTestSupport"]
        ),
        .testTarget(
            name: "TesseraFormatsTests",
            dependencies: ["TesseraFormats", "Tessera", "TesseraTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "TesseraColorTests",
            dependencies: ["TesseraColor", "Tessera", "TesseraTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
