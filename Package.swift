// swift-tools-version: 6.0
import PackageDescription

// ScrollStackKit: scrollable stacks of rows (views or child view controllers) and step-by-step
// flows. ScrollStackCore holds every rule and runs everywhere; ScrollStackUIKit and
// ScrollStackTerminal only display what the engine decides.
let package = Package(
    name: "ScrollStackKit",
    // iOS is the one UIKit platform CI type-checks, so it is the one claimed.
    platforms: [.iOS(.v13), .macOS(.v12)],
    products: [
        .library(name: "ScrollStackCore", targets: ["ScrollStackCore"]),
        .library(name: "ScrollStackUIKit", targets: ["ScrollStackUIKit"]),
        .library(name: "ScrollStackTerminal", targets: ["ScrollStackTerminal"]),
        .executable(name: "scrollstack-demo", targets: ["scrollstack-demo"]),
        .executable(name: "scrollstack-pager", targets: ["scrollstack-pager"]),
        // For the device-check app in DeviceChecks/App only (DEVICE-CHECKS.md); not for apps.
        .library(name: "ScrollStackDeviceChecks", targets: ["ScrollStackDeviceChecks"]),
    ],
    dependencies: [
        // Documentation only (`swift package generate-documentation`): a command plugin, which
        // nothing that builds or runs links.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "ScrollStackCore"),
        .target(name: "ScrollStackUIKit", dependencies: ["ScrollStackCore"]),
        .target(name: "ScrollStackTerminal", dependencies: ["ScrollStackCore"]),
        .executableTarget(name: "scrollstack-demo", dependencies: ["ScrollStackCore", "ScrollStackTerminal"]),
        // A second terminal program, built on ScrollStackTerminal's public API only: a pager for a
        // pipe or a file (follow, search, filter, marks). `producer | swift run scrollstack-pager`.
        .executableTarget(name: "scrollstack-pager", dependencies: ["ScrollStackTerminal"], path: "Examples/Pager"),
        // The iOS example screens; not a product. Type-checked for iOS by .ci/run (ios-check); on
        // other platforms it compiles to nothing.
        .target(name: "ScrollStackExamples", dependencies: ["ScrollStackUIKit"], path: "Examples/ScrollStackExamples"),
        // The device checks (DEVICE-CHECKS.md): screens that build each situation of the UIKit
        // runtime review on a device and report what UIKit did. Type-checked for iOS
        // by .ci/run; on other platforms it compiles to nothing.
        .target(name: "ScrollStackDeviceChecks", dependencies: ["ScrollStackUIKit"], path: "DeviceChecks/ScrollStackDeviceChecks"),
        // Code written for each of the four libraries this one replaces, as each spells it, with only
        // the import changed (MIGRATING.md); never run. Type-checked for iOS by .ci/run, so a change
        // that breaks a migrating app breaks CI; on other platforms it compiles to nothing.
        .target(name: "ScrollStackMigrationChecks", dependencies: ["ScrollStackUIKit"], path: "MigrationChecks",
                exclude: ["Swift5"]),
        // App code in Swift 5 mode, which most apps built on these libraries still use: calls from
        // nonisolated code must compile (MIGRATING.md). Type-checked for iOS like the others.
        .target(name: "ScrollStackMigrationChecksSwift5", dependencies: ["ScrollStackUIKit"], path: "MigrationChecks/Swift5",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // Helpers shared by the test targets: a seeded random generator, the engine's reference
        // model and the random operation driver that checks the engine against it.
        .target(name: "ScrollStackTestSupport", dependencies: ["ScrollStackCore"], path: "Tests/ScrollStackTestSupport"),
        .testTarget(name: "ScrollStackCoreTests", dependencies: ["ScrollStackCore", "ScrollStackTestSupport"]),
        // Depends on the demo and the pager so `swift test` builds them for the end-to-end tests,
        // which run them in tmux.
        .testTarget(name: "ScrollStackTerminalTests", dependencies: ["ScrollStackTerminal", "ScrollStackCore", "ScrollStackTestSupport", "scrollstack-demo",
                                                                   "scrollstack-pager"]),
    ],
    swiftLanguageModes: [.v6]
)
