import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let tideRefreshID = "com.tidemark.app.tide-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.tideRefreshID, using: nil) { task in
            HangWatchdog.shared.noteLaunch(reason: .backgroundFetch)
            TideRefresh.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.tideRefreshID, kind: .appRefresh,
                                          phase: .registration, outcome: ok ? .succeeded : .failed)
        HangWatchdog.shared.noteLaunch(reason: LaunchReason(options: launchOptions,
                                                            state: application.applicationState))
        return true
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        HangWatchdog.shared.noteLaunch(reason: .contentAvailablePush)
        SilentPushHandler.shared.handle(userInfo, completion: completionHandler)
    }
}
