import Foundation

/// Journal entries waiting to be uploaded. #733 made it thread-safe with a serial queue.
final class OutboxStore {
    private let queue = DispatchQueue(label: "com.kestrel.journal.outbox")
    private var pending: [JournalEntry] = []
    private let uploader: OutboxUploading
    private let budget: Int

    init(uploader: OutboxUploading, budget: Int = 50) {
        self.uploader = uploader
        self.budget = budget
    }

    var count: Int { queue.sync { pending.count } }

    /// Called from the editor, from the share extension bridge and from tests — often from
    /// Swift concurrency tasks.
    func enqueue(_ entry: JournalEntry) {
        // Blocking hop onto the serial queue. When the caller is a task on the cooperative
        // pool, this parks one of the pool's threads until the queue is free (there are only
        // as many pool threads as cores: 3 on the CI runner).
        queue.sync {
            pending.append(entry)
            if pending.count > budget {
                flushIfOverBudget()
            }
        }
    }

    /// Runs on `queue`. Waits for the async uploader by blocking the queue on a semaphore;
    /// the `Task` it waits for needs a free cooperative thread to start.
    private func flushIfOverBudget() {
        let batch = pending
        let done = DispatchSemaphore(value: 0)
        Task {
            try? await uploader.upload(batch)
            done.signal()
        }
        done.wait()
        pending.removeAll()
    }
}

protocol OutboxUploading: Sendable {
    func upload(_ entries: [JournalEntry]) async throws
}
