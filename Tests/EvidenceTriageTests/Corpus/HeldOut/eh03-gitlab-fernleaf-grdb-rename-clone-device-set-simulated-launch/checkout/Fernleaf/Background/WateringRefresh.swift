import BackgroundTasks
import EvidenceRecorder

enum WateringRefresh {
    static let identifier = try! TaskIdentifier("com.fernleaf.app.wateringRefresh")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static func register(reminders: ReminderScheduler) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier.rawValue, using: nil) { task in
            try? recorder.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            reminders.rescheduleAll { task.setTaskCompleted(success: $0) }
            schedule()
        }
        try? recorder.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    /// Called from sceneDidEnterBackground.
    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
