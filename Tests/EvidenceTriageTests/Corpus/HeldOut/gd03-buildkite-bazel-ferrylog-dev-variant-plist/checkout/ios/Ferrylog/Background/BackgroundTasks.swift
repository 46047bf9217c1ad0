import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Registers Ferrylog's background tasks. Identifiers are derived from the
/// bundle identifier so that Dev and Prod builds never share a task.
enum BackgroundTasks {

    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static var prefix: String { Bundle.main.bundleIdentifier! }
    static var timetableRefresh: String { "\(prefix).timetable-refresh" }
    static var photoCleanup: String { "\(prefix).photo-cleanup" }

    /// Called from application(_:didFinishLaunchingWithOptions:).
    @discardableResult
    static func registerAll(sync: TimetableSyncJob, cleanup: PhotoCleanupJob) -> [String: Bool] {
        var results: [String: Bool] = [:]
        results[timetableRefresh] = register(timetableRefresh, kind: .appRefresh) { task in
            TimetableRefreshAdapter(job: sync).handle(task as! BGAppRefreshTask)
        }
        results[photoCleanup] = register(photoCleanup, kind: .processing) { task in
            PhotoCleanupAdapter(job: cleanup).handle(task as! BGProcessingTask)
        }
        return results
    }

    private static func register(_ id: String, kind: TaskKind, handler: @escaping (BGTask) -> Void) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        try? recorder.record(try! TaskIdentifier(id), kind: kind, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
        return ok
    }

    static func submitTimetableRefresh(after interval: TimeInterval = 20 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: timetableRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(try! TaskIdentifier(timetableRefresh), kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(try! TaskIdentifier(timetableRefresh), kind: .appRefresh, phase: .submission,
                                 outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
