import BackgroundTasks
import Foundation
import os

/// What the handler needs from a BGTask; BGTask itself conforms, tests pass a RecordingTask.
protocol CompactionTask: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGTask: CompactionTask {}

extension Notification.Name {
    static let ledgerCompactionDidFinish = Notification.Name("LedgerCompactionDidFinish")
}

enum LedgerCompactionTask {
    static let identifier = "com.quayside.app.ledger-compaction"
    private static let log = Logger(subsystem: "com.quayside.app", category: "Compaction")

    static func register(recorder: DiagnosticsRecorder) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task, recorder: recorder)
        }
        recorder.record(identifier, .processing, .registration, ok ? .succeeded : .failed)
    }

    static func submit(recorder: DiagnosticsRecorder) {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(identifier, .processing, .submission, .succeeded)
        } catch {
            recorder.record(identifier, .processing, .submission, .failed, error: error)
        }
    }

    static func handle(_ task: CompactionTask,
                       recorder: DiagnosticsRecorder,
                       job: LedgerCompactionJob = .live) {
        recorder.record(identifier, .processing, .launch, .succeeded)
        let work = Task {
            let result = await job.run()
            switch result {
            case .compacted(let merged):
                log.info("compacted \(merged) entries")
                recorder.record(identifier, .processing, .execution, .succeeded)
            case .saveFailed(let error):
                log.error("save failed: \(error.localizedDescription, privacy: .public)")
                recorder.record(identifier, .processing, .execution, .failed, error: error)
            }
            // TODO(QS-1207): defer and resubmit when the store is locked instead of finishing here.
            task.setTaskCompleted(success: true)
            recorder.record(identifier, .processing, .completion, .succeeded)
            NotificationCenter.default.post(name: .ledgerCompactionDidFinish, object: nil)
        }
        task.expirationHandler = { work.cancel() }
    }
}
