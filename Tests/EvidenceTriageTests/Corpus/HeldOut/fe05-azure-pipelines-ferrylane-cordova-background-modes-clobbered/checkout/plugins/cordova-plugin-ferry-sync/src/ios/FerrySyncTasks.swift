import BackgroundTasks
import EvidenceRecorder

@objc(FerrySyncTasks) final class FerrySyncTasks: NSObject {
    static let refresh = try! TaskIdentifier("com.ferrylane.timetable.refresh")
    static let recorder = EvidenceRecorder(fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// Called from AppDelegate+FerrySync.m before didFinishLaunching returns.
    @objc static func registerAll() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh.rawValue, using: nil) { task in
            TimetableRefreshAdapter(job: TimetableRefreshJob.live).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(refresh, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    @objc static func scheduleRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: refresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
