import Testing
import BackgroundTasks
import Shared

@Suite("Native task scheduler")
struct NativeTaskSchedulerTests {
    let scheduler = IosTaskSchedulerKt.makeNativeTaskScheduler()

    @Test("Periodic sync is accepted by BGTaskScheduler")
    func periodicSyncIsAccepted() async throws {
        let result = try await scheduler.enqueue(
            id: "app.gannet.kmpworker.periodic-sync",
            trigger: TaskTrigger.Periodic(intervalMs: 15 * 60 * 1000),
            workerClassName: "SyncWorker"
        )
        #expect(result == ScheduleResult.accepted)
    }

    @Test("Unknown worker class is rejected")
    func unknownWorkerRejected() async throws {
        let result = try await scheduler.enqueue(
            id: "app.gannet.kmpworker.periodic-sync",
            trigger: TaskTrigger.OneTime(initialDelayMs: 0),
            workerClassName: "NoSuchWorker"
        )
        #expect(result == ScheduleResult.rejectedUnknownWorker)
    }
}
