import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let conditions = try! TaskIdentifier("app.lanternfish.conditions-refresh")

    static func registerAll(job: ConditionsRefreshJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: conditions.rawValue, using: nil) { task in
            ConditionsRefreshAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(conditions, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleConditionsRefresh(after seconds: TimeInterval = 30 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: conditions.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(conditions, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[BackgroundTasks] submit %@ failed: %@", conditions.rawValue, String(describing: error))
            try? recorder.record(conditions, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
        }
    }
}
