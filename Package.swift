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
    ],
    targets: [
        .target(name: "ScrollStackCore"),
        .target(name: "ScrollStackUIKit", dependencies: ["ScrollStackCore"]),
        .target(name: "ScrollStackTerminal", dependencies: ["ScrollStackCore"]),
        .executableTarget(name: "scrollstack-demo", dependencies: ["ScrollStackCore", "ScrollStackTerminal"]),
        // The iOS example screens; not a product. Type-checked for iOS by .ci/run (ios-check); on
        // other platforms it compiles to nothing.
        .target(name: "ScrollStackExamples", dependencies: ["ScrollStackUIKit"], path: "Examples/ScrollStackExamples"),
        // Helpers shared by the test targets (a seeded random generator).
        .target(name: "ScrollStackTestSupport", path: "Tests/ScrollStackTestSupport"),
        .testTarget(name: "ScrollStackCoreTests", dependencies: ["ScrollStackCore", "ScrollStackTestSupport"]),
        // Depends on the demo so `swift test` builds it for the end-to-end test, which runs it in tmux.
        .testTarget(name: "ScrollStackTerminalTests", dependencies: ["ScrollStackTerminal", "ScrollStackCore", "ScrollStackTestSupport", "scrollstack-demo"]),
    ],
    swiftLanguageModes: [.v6]
)
