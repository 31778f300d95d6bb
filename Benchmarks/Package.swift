// swift-tools-version: 6.1
import PackageDescription

import struct Foundation.URL

// A path dependency is identified by its folder's name, which depends on where the repository was
// cloned, so derive it rather than hard-coding it.
let mainPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// A package-benchmark executable in `Benchmarks/<name>` that measures one product of the package.
func benchmark(_ name: String, measuring product: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            .product(name: product, package: mainPackage),
            .product(name: "Benchmark", package: "benchmark"),
        ],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

// Benchmarks live in their own package so `swift test` in the main package never builds
// package-benchmark and its dependencies. Run them with:
//
//     cd Benchmarks && swift package --allow-writing-to-package-directory benchmark
let package = Package(
    name: "ScrollStackKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        benchmark("EngineBenchmarks", measuring: "ScrollStackCore"),
        benchmark("TerminalBenchmarks", measuring: "ScrollStackTerminal"),
        benchmark("HostBenchmarks", measuring: "ScrollStackCore"),
    ],
    swiftLanguageModes: [.v6]
)
