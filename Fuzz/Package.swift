// swift-tools-version: 6.1
import PackageDescription

import struct Foundation.URL

// A path dependency is identified by its folder's name, which depends on where the repository was
// cloned, so derive it rather than hard-coding it.
let mainPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// Fuzz targets live in their own package: they build only with the fuzzer sanitizer, which `swift
// test` in the main package never uses. Build and run (README, Development):
//
//     swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address
//     Fuzz/.build/release/keydecoder-fuzz -dict=Fuzz/keydecoder.dict -max_total_time=30 <work-corpus> Fuzz/Corpus/keydecoder
let package = Package(
    name: "ScrollStackKitFuzz",
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        // libFuzzer's driver entry, which the Swift target's `main` hands over to.
        .target(name: "FuzzEntry", path: "Sources/FuzzEntry"),
        .executableTarget(
            name: "keydecoder-fuzz",
            dependencies: [
                "FuzzEntry",
                .product(name: "ScrollStackTerminal", package: mainPackage),
            ],
            path: "Sources/keydecoder-fuzz"
        ),
    ]
)
