import XCTest
@testable import Hearthstead

final class IndexRebuildJobTests: XCTestCase {
    private func makeJob(_ context: RunContext) -> IndexRebuildJob {
        IndexRebuildJob(library: FakeLibrary(count: 1_200), index: InMemoryIndex(), embedder: ConstantEmbedder(),
                        checkpoints: InMemoryCheckpoints(), runContext: context)
    }

    /// Background runs must leave headroom under the CPU monitor
    /// (80% over 60 s); two workers keep a batch under ~40%.
    func testBackgroundRunCapsWorkerConcurrency() {
        let job = makeJob(.backgroundProcessingTask)
        XCTAssertLessThanOrEqual(job.configuration.workerCount, 2)
    }

    func testCancelledRunKeepsLastCommittedCheckpoint() async throws {
        let checkpoints = InMemoryCheckpoints()
        let job = IndexRebuildJob(library: FakeLibrary(count: 1_200), index: InMemoryIndex(), embedder: ConstantEmbedder(),
                                  checkpoints: checkpoints, runContext: .backgroundProcessingTask)
        var batches = 0
        do {
            try await job.run(isCancelled: { batches += 1; return batches > 2 })
            XCTFail("expected cancellation")
        } catch is CancellationError {}
        XCTAssertEqual(checkpoints.lastCommitted, "asset-0699")
    }

    func testForegroundRunUsesAllCores() {
        let job = makeJob(.foreground)
        XCTAssertEqual(job.configuration.workerCount, ProcessInfo.processInfo.activeProcessorCount)
    }
}
