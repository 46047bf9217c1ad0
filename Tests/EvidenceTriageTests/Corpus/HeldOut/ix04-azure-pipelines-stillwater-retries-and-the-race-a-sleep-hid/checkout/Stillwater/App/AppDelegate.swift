import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let prefetchID = "com.stillwater.music.prefetch"
    static let remindersID = "com.stillwater.music.reminders-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let a = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.prefetchID, using: .main) { task in
            PrefetchJob.shared.run(task as! BGProcessingTask)
        }
        Evidence.record(Self.prefetchID, .processing, .registration, a ? .succeeded : .failed)
        let b = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.remindersID, using: .main) { task in
            ReminderRefresh.run(task as! BGAppRefreshTask)
        }
        Evidence.record(Self.remindersID, .appRefresh, .registration, b ? .succeeded : .failed)
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                               object: nil, queue: .main) { _ in PrefetchJob.shared.schedule() }
        return true
    }
}
