import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Overnight manifest refresh: pulls tomorrow's route so the courier app opens
/// with the stops already loaded.
enum ManifestRefresh {
    static let identifier = try! TaskIdentifier("com.parcelpath.waybill.manifest-refresh")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static func register(sync: ManifestSync) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier.rawValue, using: nil) { task in
            handle(task as! BGAppRefreshTask, sync: sync)
        }
        try? recorder.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier.rawValue)
        request.earliestBeginDate = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 4), matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    private static func handle(_ task: BGAppRefreshTask, sync: ManifestSync) {
        try? recorder.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        schedule()
        let work = Task {
            do {
                try await sync.pullTomorrow()
                try? recorder.record(identifier, kind: .appRefresh, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(identifier, kind: .appRefresh, phase: .completion,
                                     outcome: Task.isCancelled ? .cancelled : .failed, error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = {
            work.cancel()
            try? recorder.record(identifier, kind: .appRefresh, phase: .expiration, outcome: .cancelled)
        }
    }
}
