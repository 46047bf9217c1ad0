import Foundation
import Testing
@testable import Quillpad

/// BackgroundExportJob runs inside the BGProcessingTask handler
/// (com.quillpad.app.export). Here the task is faked: the test calls the job's
/// `run(completion:)` directly and awaits the completion it must always deliver.
@Suite(.timeLimit(.minutes(1)))
struct BackgroundExportJobTests {
    @Test func exportsPendingNotes() async throws {
        let queue = InMemoryExportQueue(pending: [.note(id: "n-1"), .note(id: "n-2")])
        let job = BackgroundExportJob(queue: queue, writer: .inMemory)
        let outcome = await withCheckedContinuation { continuation in
            job.run { continuation.resume(returning: $0) }
        }
        #expect(outcome == .exported(count: 2))
        #expect(queue.pending.isEmpty)
    }

    @Test func emptyQueueFinishesJob() async throws {
        let job = BackgroundExportJob(queue: InMemoryExportQueue(pending: []), writer: .inMemory)
        let outcome = await withCheckedContinuation { continuation in
            job.run { continuation.resume(returning: $0) }     // must be called on every path
        }
        #expect(outcome == .nothingToExport)
    }
}
