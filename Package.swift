// swift-tools-version: 6.0
import PackageDescription

// ScrollStackKit: scrollable stacks of rows (views or child view controllers) and step-by-step
// flows. ScrollStackCore holds every rule and runs everywhere; ScrollStackUIKit and
// ScrollStackTerminal only display what the engine decides.
let package = Package(
    name: "ScrollStackKit",
    platforms: [.iOS(.v13), .tvOS(.v13), .macOS(.v12)],
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
        .testTarget(name: "ScrollStackCoreTests", dependencies: ["ScrollStackCore"]),
        .testTarget(name: "ScrollStackTerminalTests", dependencies: ["ScrollStackTerminal", "ScrollStackCore"]),
    ],
    swiftLanguageModes: [.v6]
)
