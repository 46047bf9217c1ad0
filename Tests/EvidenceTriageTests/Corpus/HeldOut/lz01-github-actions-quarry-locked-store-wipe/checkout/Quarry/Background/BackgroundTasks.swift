import BackgroundTasks
import UIKit

enum BackgroundTasks {
    static let refresh = "com.quarrydb.ios.refresh"
    static let weeklyDigest = "com.quarrydb.ios.weekly-digest"

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll() {
        let r = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh, using: nil) { task in
            RefreshAdapter.handle(task as! BGAppRefreshTask)
        }
        Diagnostics.registration(refresh, kind: .appRefresh, ok: r)
        let d = BGTaskScheduler.shared.register(forTaskWithIdentifier: weeklyDigest, using: nil) { task in
            WeeklyDigestAdapter.handle(task as! BGProcessingTask)
        }
        Diagnostics.registration(weeklyDigest, kind: .processing, ok: d)
    }

    static func scheduleDigest() {
        let request = BGProcessingTaskRequest(identifier: weeklyDigest)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Calendar.current.nextDate(after: .now, matching: DateComponents(weekday: 2, hour: 9), matchingPolicy: .nextTime)
        do { try BGTaskScheduler.shared.submit(request) } catch { Diagnostics.submission(weeklyDigest, kind: .processing, error: error) }
    }
}
