import Foundation

actor DraftStore {
    final class QueueExecutor: SerialExecutor {
        let queue = DispatchQueue(label: "pennant.drafts")
        func enqueue(_ job: UnownedJob) {
            queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
        }
        func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }
    }

    private let executor = QueueExecutor()
    private var drafts: [String: String] = [:]
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// Synchronous bridge for the share extension.
    nonisolated func syncSave(_ text: String, id: String) {
        executor.queue.sync {
            self.assumeIsolated { $0.drafts[id] = text }
        }
    }
}
