import Testing
@testable import Brindle

@Suite struct ExportCoordinatorTests {
    @Test func nextBatchSubmittedWhenTaskCompletesWithoutExpiration() throws {
        let scheduler = FakeTaskScheduler()
        let queue = ExportQueue.inMemory(items: 7, batchSize: 4)
        let coordinator = ExportCoordinator(scheduler: scheduler, queue: queue)
        let task = FakeContinuedTask()
        coordinator.handle(task: task)
        queue.finishCurrentBatchSynchronously()

        #expect(task.completedWith == false)
        #expect(scheduler.submitted.count == 1)
    }

    @Test func progressTotalMatchesBatch() {
        let queue = ExportQueue.inMemory(items: 7, batchSize: 4)
        let task = FakeContinuedTask()
        ExportCoordinator(scheduler: FakeTaskScheduler(), queue: queue).handle(task: task)
        #expect(task.progress.totalUnitCount == 4)
    }
}
