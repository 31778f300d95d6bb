// swift-tools-version: 5.9

// The device-check app: open this folder in Xcode, pick an iPhone simulator, Run. It shows the
// runner of ScrollStackKit's device checks (DEVICE-CHECKS.md at the repository's root).

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "DeviceChecks",
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "DeviceChecks",
            targets: ["DeviceChecksApp"],
            bundleIdentifier: "org.scrollstackkit.devicechecks",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .checkmark),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft,
                                             .portraitUpsideDown(.when(deviceFamilies: [.pad]))]
        ),
    ],
    // The repository this app lives in, whatever its folder is called.
    dependencies: [.package(name: "ScrollStackKit", path: "../../..")],
    targets: [
        .executableTarget(name: "DeviceChecksApp",
                          dependencies: [.product(name: "ScrollStackDeviceChecks", package: "ScrollStackKit")],
                          path: "Sources"),
    ]
)
