import BackgroundTasks
import Foundation

enum FeedRefresh {
    static let identifier = "com.thornbury.feed.refresh"

    static func register() -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            FeedRefreshRunner.shared.run(task: task as! BGAppRefreshTask)
        }
    }

    static func schedule() throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        try BGTaskScheduler.shared.submit(request)
        DiagnosticRecorder.shared.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
    }
}
