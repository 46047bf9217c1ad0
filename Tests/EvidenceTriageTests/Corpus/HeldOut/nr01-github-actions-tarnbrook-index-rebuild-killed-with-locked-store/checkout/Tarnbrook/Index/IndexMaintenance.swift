import BackgroundTasks
import os

final class IndexMaintenance {
    static let shared = IndexMaintenance()
    static let taskID = "com.tarnbrook.scan.index-rebuild"
    private let log = Logger(subsystem: "com.tarnbrook.scan", category: "IndexMaintenance")
    var onFinishForTesting: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.taskID, using: nil) { task in
            self.handle(task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.record(Self.taskID, kind: .processing, phase: .registration, ok: ok)
    }

    func scheduleRebuild() throws {
        let request = BGProcessingTaskRequest(identifier: Self.taskID)
        request.requiresExternalPower = false
        try BGTaskScheduler.shared.submit(request)
        DiagnosticsRecorder.shared.record(Self.taskID, kind: .processing, phase: .submission, ok: true)
    }

    private func handle(_ task: BGProcessingTask) {
        DiagnosticsRecorder.shared.record(Self.taskID, kind: .processing, phase: .launch, ok: true)
        var cancelled = false
        task.expirationHandler = { cancelled = true }
        DispatchQueue.global(qos: .utility).async {
            do {
                let docs = try DocumentLibrary.shared.allDocuments()
                self.log.info("rebuild started: \(docs.count) documents")
                try SearchIndexStore().rebuild(documents: docs, isCancelled: { cancelled })
                DiagnosticsRecorder.shared.record(Self.taskID, kind: .processing, phase: .completion, ok: true)
                task.setTaskCompleted(success: !cancelled)
            } catch {
                task.setTaskCompleted(success: false)
            }
            self.onFinishForTesting?()
        }
    }
}
