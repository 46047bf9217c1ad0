import BackgroundTasks
import Shared
import SwiftUI

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        // Registers the nightly BGProcessingTask before launch completes.
        AppGraph.shared.showTasks.registerHandlers()
        return true
    }
}

@main
struct ReelnightApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    @Environment(\.scenePhase) private var phase

    var body: some Scene {
        WindowGroup { RootView() }
            .onChange(of: phase) { _, new in
                if new == .background { AppGraph.shared.showTasks.scheduleNightlySync() }
            }
    }
}
