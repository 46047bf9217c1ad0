import SwiftUI
import WrenfieldKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        // Must happen before launch finishes.
        BackgroundSync.shared.registerHandlers()
        return true
    }
}

@main
struct WrenfieldApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            TodayView()
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background {
                BackgroundSync.shared.scheduleHydrationSync()
            }
        }
    }
}
