import Testing
import Shared

struct ChainExecutorTests {
    @Test func sequentialChainRunsInOrder() async throws {
        let log = StepLog()
        let executor = ChainExecutor(storage: InMemoryFileStorage(), clock: TestClock())
        try await executor.run(chain: .fixture(steps: ["a", "b", "c"], log: log), budgetMs: 30_000)
        #expect(log.steps == ["a", "b", "c"])
    }

    /// A BGProcessingTask is cut off by the batch timeout after step 3 of 5; the next
    /// launch must resume at step 4 rather than starting the chain again.
    @Test func chainResumesAfterBatchTimeout() async throws {
        let storage = InMemoryFileStorage()
        let clock = TestClock()
        let chain = ChainFixture.uploadChain(steps: 5, stepCostMs: 10_000)
        let first = ChainExecutor(storage: storage, clock: clock)
        try await first.run(chain: chain, budgetMs: 35_000)
        let progress = try #require(storage.loadProgress(chainId: chain.id))
        #expect(progress.completedSteps == 3)
        let second = ChainExecutor(storage: storage, clock: clock)
        try await second.run(chain: chain, budgetMs: 35_000)
        #expect(chain.executedSteps == [1, 2, 3, 4, 5])
    }
}
