import BackgroundTasks
import Shared
import SwiftUI

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        // Registered before launch finishes; identifier is in Info.plist.
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.marlowtransit.app.refresh", using: nil) { task in
            RefreshBridge.shared.handle(task: task as! BGAppRefreshTask)
        }
        return true
    }
}

@main
struct iOSApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
