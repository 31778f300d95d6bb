// swift-tools-version: 6.1
import PackageDescription

import struct Foundation.URL

// A path dependency is identified by its folder's name, which depends on where the repository was
// cloned, so derive it rather than hard-coding it.
let mainPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// A package-benchmark executable in `Benchmarks/<name>` whose work is in BenchmarkWorkloads.
func benchmark(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            "BenchmarkWorkloads",
            .product(name: "ScrollStackCore", package: mainPackage),
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
//
// Every benchmark's work is a call into BenchmarkWorkloads; `swift test` here (CI runs it) checks
// that each call does its work every time. `instruction-counts` runs a workload under callgrind
// (Comparison/count-instructions), for counts that do not depend on how busy the machine is.
let package = Package(
    name: "ScrollStackKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(name: "BenchmarkWorkloads", dependencies: [
            .product(name: "ScrollStackCore", package: mainPackage),
            .product(name: "ScrollStackTerminal", package: mainPackage),
        ]),
        benchmark("EngineBenchmarks"),
        benchmark("TerminalBenchmarks"),
        benchmark("HostBenchmarks"),
        .executableTarget(name: "instruction-counts", dependencies: ["BenchmarkWorkloads"]),
        .testTarget(name: "BenchmarkWorkloadTests", dependencies: [
            "BenchmarkWorkloads",
            .product(name: "ScrollStackCore", package: mainPackage),
            .product(name: "ScrollStackTerminal", package: mainPackage),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
