import ScrollStackDeviceChecks
import SwiftUI

// The app: one window showing the device-check runner; tap "Run all".

@main
struct DeviceChecksApp: App {
    var body: some Scene {
        WindowGroup {
            DeviceChecksView().ignoresSafeArea()
        }
    }
}
