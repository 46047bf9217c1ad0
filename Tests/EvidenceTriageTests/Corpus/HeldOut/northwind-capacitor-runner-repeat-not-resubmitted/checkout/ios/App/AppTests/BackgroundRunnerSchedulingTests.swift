import XCTest
import BackgroundTasks
@testable import App
@testable import BackgroundRunnerPlugin

/// Scheduling behaviour of @capacitor/background-runner on iOS, with the system
/// scheduler replaced by RecordingTaskScheduler (records every submitted request).
final class BackgroundRunnerSchedulingTests: XCTestCase {
    private var scheduler: RecordingTaskScheduler!

    override func setUp() {
        super.setUp()
        scheduler = RecordingTaskScheduler()
        BackgroundRunner.shared.taskScheduler = scheduler
    }

    func testOneShotRunnerDoesNotResubmit() async throws {
        let config = RunnerConfig(label: "com.northwindfield.log.background.task", src: "runners/sync.js",
                                  event: "syncTrips", repeats: false, interval: 15, autoStart: true)
        try BackgroundRunner.shared.scheduleBackgroundTask(config: config)
        await BackgroundRunner.shared.handle(task: FakeAppRefreshTask(identifier: config.label))
        XCTAssertEqual(scheduler.submitted.count, 1)
    }

    func testRepeatingRunnerResubmitsAfterRun() async throws {
        let config = RunnerConfig(label: "com.northwindfield.log.background.task", src: "runners/sync.js",
                                  event: "syncTrips", repeats: true, interval: 15, autoStart: true)
        try BackgroundRunner.shared.scheduleBackgroundTask(config: config)
        await BackgroundRunner.shared.handle(task: FakeAppRefreshTask(identifier: config.label))
        XCTAssertEqual(scheduler.submitted.count, 2, "submissions after one run of a repeating runner")
    }

    func testDispatchEventWhileBackgrounded() async throws {
        XCTFail("TODO: port dispatchEvent-in-background case from the Android WorkManager suite")
    }
}
