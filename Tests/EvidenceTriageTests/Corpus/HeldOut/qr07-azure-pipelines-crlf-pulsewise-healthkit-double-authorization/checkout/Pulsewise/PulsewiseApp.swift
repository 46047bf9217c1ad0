import SwiftUI

@main
struct PulsewiseApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    @StateObject private var health = HealthKitManager.shared

    init() {
        Task { await HealthKitManager.shared.requestAuthorization(source: "PulsewiseApp.init") }
    }

    var body: some Scene {
        WindowGroup {
            ContentView().environmentObject(health)
        }
    }
}
