import BackgroundTasks
import Foundation

enum TimetableRefreshTask {
    static let identifier = "com.harborline.ferries.timetableRefresh"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            Diagnostics.record(identifier: identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            TimetableSync.shared.run(task as! BGAppRefreshTask)
        }
        Diagnostics.record(identifier: identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func submit(after interval: TimeInterval = 30 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(identifier: identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            Diagnostics.record(identifier: identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
