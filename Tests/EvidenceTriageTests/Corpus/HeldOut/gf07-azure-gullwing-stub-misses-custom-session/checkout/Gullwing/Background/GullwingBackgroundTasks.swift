import BackgroundTasks
import Foundation

enum GullwingBackgroundTasks {
    static let timetableRefresh = "app.gullwing.ios.timetable-refresh"

    /// From application(_:didFinishLaunchingWithOptions:), before it returns.
    static func registerAll(refresh: TimetableRefreshJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: timetableRefresh, using: nil) { task in
            JobAdapter(job: refresh).handle(task as! BGAppRefreshTask)
        }
    }

    static func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: timetableRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 2 * 60 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
