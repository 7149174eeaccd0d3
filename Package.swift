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
        // Graph → compile → tables: the token model and its precompiled mode tables.
        .target(
            name: "Tessera",
            dependencies: ["TesseraSupport", "CChecksum"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
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
            dependencies: ["CLCMS2", "Tessera", "TesseraSupport"],
            // Double.rounded() needs libm at link time unless Foundation/Glibc is imported.
            linkerSettings: [.linkedLibrary("m")]
        ),
        // Readers and writers: JSON, DTCG export.
        .target(
            name: "TesseraFormats",
            dependencies: ["Tessera", "TesseraSupport"]
        ),
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
            dependencies: ["TesseraCLI", "TesseraSupport"]
        ),
        // @_cdecl entry points behind include/tessera.h; no Swift type crosses the boundary.
        .target(
            name: "TesseraC",
            dependencies: ["Tessera"],
            exclude: ["include"]
        ),
        // Latency guard: synthetic design systems, timings as ratios against baselines.
        .executableTarget(
            name: "tokenbench",
            dependencies: [
                "Tessera",
                "TesseraColor",
                "TesseraCLI",
                "TesseraSupport",
                "TokenBenchC",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The plain C cmsDoTransform loop tokenbench compares the Swift batch API with.
        .target(
            name: "TokenBenchC",
            dependencies: ["CLCMS2"]
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
