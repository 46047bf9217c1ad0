import BackgroundTasks
import UIKit
import WidgetKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let tideRefresh = "com.pebblecove.tides.refresh"
    static let photoCleanup = "com.pebblecove.tides.photo-cleanup"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.tideRefresh, using: nil) { task in
            TideRefreshAdapter(job: TideRefreshJob.live).handle(task: task as! BGAppRefreshTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.photoCleanup, using: nil) { task in
            PhotoCleanupAdapter(job: PhotoCleanupJob.live).handle(task: task as! BGProcessingTask)
        }
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        TideRefreshScheduler.scheduleNext()
        WidgetCenter.shared.reloadTimelines(ofKind: "com.pebblecove.widget.tides")
    }
}
