import BackgroundTasks
import Foundation

/// Runs text recognition over queued receipt pages and stores the recognised totals.
final class OCRBatchJob {
    let queue: ReceiptQueue
    let recognizer: TextRecognizing
    let store: ReceiptStore

    init(queue: ReceiptQueue, recognizer: TextRecognizing, store: ReceiptStore) {
        self.queue = queue
        self.recognizer = recognizer
        self.store = store
    }

    static var live: OCRBatchJob { OCRBatchJob(queue: .shared, recognizer: VisionRecognizer(), store: .shared) }

    func handle(_ task: BGProcessingTask) {
        let work = Task {
            let ok = (try? await run()) != nil
            task.setTaskCompleted(success: ok)
            NotificationCenter.default.post(name: BackgroundTasks.ocrBatchFinished, object: nil)
        }
        task.expirationHandler = { work.cancel() }
    }

    func run() async throws {
        var recognised: [ReceiptPage.ID: Decimal] = [:]
        for page in queue.pending {
            recognised[page.id] = try await recognizer.total(in: page)
        }
        // Commit once at the end so a half-finished batch is never visible.
        store.saveTotals(recognised)
        queue.markDone(Array(recognised.keys))
    }
}
