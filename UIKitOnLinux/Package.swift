// swift-tools-version: 6.0
import PackageDescription

// A Linux-only package: the UIKit test double, and ScrollStackCore + ScrollStackUIKit as `assemble`
// copies them into .assembled/ (run `./assemble` first, or `./run`, which does everything). The
// repository's own Package.swift never sees this folder, so the root `swift test` never builds it.
import Foundation

/// `assemble` copies the device checks too (unless --no-device-checks); they build only when it did.
let deviceChecks = FileManager.default.fileExists(atPath: Context.packageDirectory + "/.assembled/ScrollStackDeviceChecks")

let package = Package(
    name: "UIKitOnLinux",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
    ],
    targets: [
        // The double: a module literally named UIKit, so the host's `import UIKit` finds it.
        .target(name: "UIKit", path: "Sources/UIKit"),
        .target(name: "ScrollStackCore", path: ".assembled/ScrollStackCore"),
        .target(name: "ScrollStackUIKit", dependencies: ["ScrollStackCore", "UIKit"], path: ".assembled/ScrollStackUIKit",
                swiftSettings: [.define("UIKIT_DOUBLE")]),
    ] + (deviceChecks ? [
        .target(name: "ScrollStackDeviceChecks", dependencies: ["ScrollStackUIKit", "UIKit"], path: ".assembled/ScrollStackDeviceChecks",
                swiftSettings: [.define("UIKIT_DOUBLE")]),
    ] : []) + [
        // XCTest, not Swift Testing: under XCTest on Linux the main actor runs on the main thread,
        // which the host's onMainActor precondition requires.
        .testTarget(name: "HostTests", dependencies: ["ScrollStackUIKit", "ScrollStackCore", "UIKit"], path: "Tests/HostTests"),
        // Seeded random streams of public operations on every UIKit subject, checking invariants after each step.
        .testTarget(name: "HostSoakTests", dependencies: ["ScrollStackUIKit", "ScrollStackCore", "UIKit"], path: "Tests/HostSoakTests"),
    ] + (deviceChecks ? [
        .testTarget(name: "DeviceCheckTests", dependencies: ["ScrollStackDeviceChecks", "UIKit"], path: "Tests/DeviceCheckTests"),
    ] : []),
    swiftLanguageModes: [.v6]
)
