import Testing
import BackgroundTasks
import ExpoModulesCore
@testable import ExpoBackgroundTask
@testable import Juniper

@Suite("BackgroundTaskBridge")
struct BackgroundTaskBridgeTests {
    @Test func workerIdentifierMatchesPlist() {
        #expect(BackgroundTaskScheduler.taskIdentifier == "com.expo.modules.backgroundtask.processing")
    }

    /// Runs the app delegate subscriber's launch handler with a fake BGTask,
    /// as iOS would when it wakes the app for the worker.
    @Test func workerRunsRegisteredTask() async throws {
        let ranTasks = RanTaskRecorder()
        JuniperTasks.define("juniper-sync", recorder: ranTasks)
        let task = FakeProcessingTask(identifier: BackgroundTaskScheduler.taskIdentifier)
        await BackgroundTaskAppDelegateSubscriber.handleWorker(task)
        #expect(await ranTasks.names == ["juniper-sync"])
        #expect(task.completedSuccessfully == true)
    }

    @Test func registerTaskSchedulesWorker() async throws {
        try await confirmation("worker launched by the system") { launched in
            JuniperTasks.onWorkerLaunch = { launched() }
            try await BackgroundTaskModule.registerTaskAsync("juniper-sync", minimumInterval: 15)
            try await Task.sleep(for: .seconds(45))
        }
    }
}
