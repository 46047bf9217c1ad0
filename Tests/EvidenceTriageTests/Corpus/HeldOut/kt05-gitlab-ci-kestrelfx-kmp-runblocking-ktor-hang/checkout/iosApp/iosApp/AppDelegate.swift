import BackgroundTasks
import UIKit
import shared

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshId = "com.kestrelfx.ios.rates-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshId, using: nil) { task in
            RatesBackground.shared.handle(task: task as! BGAppRefreshTask)
        }
        TaskRecorder.shared.registration(Self.refreshId, kind: .appRefresh, succeeded: ok)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshId)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            TaskRecorder.shared.submission(Self.refreshId, kind: .appRefresh, error: nil)
        } catch {
            NSLog("rates-refresh submit failed: %@", error as NSError)
            TaskRecorder.shared.submission(Self.refreshId, kind: .appRefresh, error: error)
        }
    }
}
