import BackgroundTasks
import SwiftUI

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        BackupScheduler.shared.registerHandlers()
        return true
    }
}

@main
struct LumenApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup { LibraryView() }
            .onChange(of: scenePhase) { _, phase in
                // Background backup is handed to the system scheduler when the app
                // moves to the background. A force-quit app never gets here.
                if phase == .background { BackupScheduler.shared.scheduleBackgroundBackup() }
            }
    }
}
