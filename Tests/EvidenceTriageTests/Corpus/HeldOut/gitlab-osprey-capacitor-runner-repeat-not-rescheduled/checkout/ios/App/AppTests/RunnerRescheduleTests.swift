import BackgroundTasks
import Testing
@testable import App

/// Drives OspreyRunnerBridge (our fork of the Capacitor background-runner iOS glue)
/// with a fake scheduler and a fake BGTask; the JS side is stubbed to resolve().
@Suite("Runner reschedule")
struct RunnerRescheduleTests {
    let scheduler = FakeTaskScheduler()
    let config = RunnerConfig(label: "com.osprey.runner.sync", event: "syncPending",
                              repeats: true, interval: 15, autoStart: true)

    @Test func submitsOnBackground() throws {
        let bridge = OspreyRunnerBridge(scheduler: scheduler, config: config)
        try bridge.appDidEnterBackground()
        #expect(scheduler.submitted.map(\.identifier) == ["com.osprey.runner.sync"])
    }

    @Test func repeatingEventResubmitsAfterRun() async throws {
        let bridge = OspreyRunnerBridge(scheduler: scheduler, config: config)
        try bridge.appDidEnterBackground()
        let task = FakeRefreshTask(identifier: "com.osprey.runner.sync")
        await bridge.handle(task: task)
        #expect(task.completedSuccessfully == true)
        #expect(scheduler.pendingIdentifiers.contains("com.osprey.runner.sync"))
    }

    @Test func nonRepeatingEventIsNotResubmitted() async throws {
        var once = config; once.repeats = false
        let bridge = OspreyRunnerBridge(scheduler: scheduler, config: once)
        try bridge.appDidEnterBackground()
        await bridge.handle(task: FakeRefreshTask(identifier: "com.osprey.runner.sync"))
        #expect(scheduler.pendingIdentifiers.isEmpty)
    }
}
