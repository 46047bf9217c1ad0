import SwiftUI
import BackgroundTasks
import Shared

class AppDelegate: NSObject, UIApplicationDelegate {
    static let refreshId = "app.kestrel.trips.refresh"

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        NotifierManager.shared.initialize(configuration: NotificationPlatformConfigurationIos(showPushNotification: true, askNotificationPermissionOnStart: true, notificationSoundName: nil))
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshId, using: nil) { task in
            TripRefresh.shared.handle(task: task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.registration(id: Self.refreshId, kind: "appRefresh", ok: ok)
        return true
    }
}

@main
struct iOSApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
    var body: some Scene { WindowGroup { ContentView() } }
}
