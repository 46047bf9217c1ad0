import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshID = "chat.osprey.ios.refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshID, using: nil) { task in
            RefreshScheduler.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(identifier: Self.refreshID, kind: .appRefresh, phase: .registration, ok: ok)
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        NotifyHandler.shared.handleBackgroundPush(userInfo, completion: completionHandler)
    }
}
