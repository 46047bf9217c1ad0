import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let flushOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.sprig.app.analytics-flush", using: nil) { task in
            TaskJournal.append("com.sprig.app.analytics-flush", .processing, .launch, .succeeded)
            AnalyticsFlushJob.live.handle(task as! BGProcessingTask)
        }
        TaskJournal.append("com.sprig.app.analytics-flush", .processing, .registration, flushOK ? .succeeded : .failed)

        let waterOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.sprig.app.watering-refresh", using: nil) { task in
            TaskJournal.append("com.sprig.app.watering-refresh", .appRefresh, .launch, .succeeded)
            WateringRefresher.shared.handle(task as! BGAppRefreshTask)
        }
        TaskJournal.append("com.sprig.app.watering-refresh", .appRefresh, .registration, waterOK ? .succeeded : .failed)
        return true
    }
}
