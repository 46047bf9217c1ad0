import BackgroundTasks
import Foundation

extension Notification.Name {
    static let timetableRefreshed = Notification.Name("TimetableRefreshed")
}

final class TimetableRefreshScheduler {
    static let shared = TimetableRefreshScheduler()
    static let identifier = "com.ferrygrid.app.timetable-refresh"

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            SailingAlertJob.live.run(task: task as! BGAppRefreshTask) {
                NotificationCenter.default.post(name: .timetableRefreshed, object: nil)
            }
        }
        NSLog("[Ferrygrid] registered %@ (appRefresh) -> %@", Self.identifier, ok ? "true" : "false")
    }

    func schedule(in seconds: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            NSLog("[Refresh] submit %@ failed: %@", Self.identifier, "\(error)")
        }
    }
}
