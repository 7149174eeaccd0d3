// swift-tools-version: 6.1
import PackageDescription

// The root package, by path: this folder's parent, whatever the checkout is called.
let rootPath = Context.packageDirectory + "/.."
// SwiftPM names a path dependency after its last path component, lowercased.
let rootIdentity =
    Context.packageDirectory
    .split(separator: "/").dropLast().last.map { String($0).lowercased() } ?? "tessera"

let package = Package(
    name: "TesseraFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: rootPath)
    ],
    targets: [
        // One executable for every target: `fuzz TARGET …`. Built with -DFUZZING it is a
        // libFuzzer binary; otherwise it replays corpus files (by default the target's own
        // corpus/ and crashes/ folders beside this file).
        .executableTarget(
            name: "fuzz",
            dependencies: [
                .product(name: "Tessera", package: rootIdentity),
                .product(name: "TesseraColor", package: rootIdentity),
                .product(name: "TesseraFormats", package: rootIdentity),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
