import BackgroundTasks
import EvidenceRecorder
import Foundation
import OSLog

enum QuillwortBackgroundTasks {
    static let log = Logger(subsystem: "com.quillwort.app", category: "bgtasks")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let refresh = try! TaskIdentifier("com.quillwort.app.refresh")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(job: @escaping () -> NoteRefreshJob) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh.rawValue, using: nil) { task in
            NoteRefreshAdapter(job: job()).handle(task: task as! BGAppRefreshTask)
        }
        log.info("register \(refresh.rawValue, privacy: .public) -> \(registered)")
        try? recorder.record(refresh, kind: .appRefresh, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: refresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("submit failed: \(String(describing: error), privacy: .public)")
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
