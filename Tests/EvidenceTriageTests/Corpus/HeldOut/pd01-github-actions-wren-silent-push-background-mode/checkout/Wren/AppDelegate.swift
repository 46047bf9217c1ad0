import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        RefreshTask.register()
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        FeedSyncCoordinator.shared.handleContentAvailablePush(userInfo, completion: completionHandler)
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        RefreshTask.schedule()
    }
}

enum RefreshTask {
    static let identifier = "com.wrenreader.wren.refresh"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            FeedRefreshJob().run(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
        }
    }
}
