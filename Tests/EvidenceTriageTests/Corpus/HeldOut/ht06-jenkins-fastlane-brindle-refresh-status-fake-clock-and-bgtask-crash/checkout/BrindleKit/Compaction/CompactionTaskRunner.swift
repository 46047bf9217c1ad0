import BackgroundTasks
import os

/// Nightly BGProcessingTask that vacuums the article stores.
public final class CompactionTaskRunner {
    public static let identifier = "com.brindle.app.nightly-compaction"
    private let log = Logger(subsystem: "com.brindle.app", category: "Compaction")
    private let queue = DispatchQueue(label: "com.brindle.compaction")

    public func handle(_ task: BGProcessingTask) {
        let completion = BackgroundTaskCompletion(task: task)
        let work = DispatchWorkItem { [log] in
            log.notice("started: 3 stores")
            StoreCompactor.compactAll()
            completion.finish(success: true)
        }
        task.expirationHandler = { [log] in
            log.notice("expiration: cancelling, completing task (success=NO)")
            work.cancel()
            completion.finish(success: false)
        }
        queue.async(execute: work)
    }
}

/// Calls setTaskCompleted exactly once, whichever side gets there first.
final class BackgroundTaskCompletion {
    private let lock = NSLock()
    private var done = false
    private let task: BGTask

    init(task: BGTask) { self.task = task }

    func finish(success: Bool) {
        lock.lock(); defer { lock.unlock() }
        guard !done else { return }
        done = true
        DiagnosticsRecorder.shared.record(CompactionTaskRunner.identifier, kind: .processing,
                                          phase: .completion, outcome: success ? .succeeded : .cancelled)
        task.setTaskCompleted(success: success)
    }
}
