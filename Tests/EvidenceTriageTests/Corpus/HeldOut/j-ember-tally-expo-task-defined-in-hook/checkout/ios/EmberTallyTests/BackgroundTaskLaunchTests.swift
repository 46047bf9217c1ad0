import XCTest
import BackgroundTasks
@testable import EmberTally

/// Device-runner suite (self-hosted runner with the lab iPhone attached).
/// The JS bundle registers the "ember-sync" task via expo-background-task on boot.
final class BackgroundTaskLaunchTests: XCTestCase {
    private let harness = ReactHostHarness.shared

    override func setUp() async throws {
        try await harness.bootBundle(timeout: 30)
    }

    func testTaskRegisteredWithExpoWorker() async throws {
        let tasks = try await harness.evaluate("TaskManager.getRegisteredTasksAsync()")
        XCTAssertTrue(tasks.contains("ember-sync"))
    }

    func testSimulatedProcessingLaunchRunsSyncTask() async throws {
        harness.clearMarker("ember-sync.lastRun")
        BGTaskScheduler.shared.perform(Selector(("_simulateLaunchForTaskWithIdentifier:")),
                                       with: "com.expo.modules.backgroundtask.processing")
        try await Task.sleep(for: .seconds(8))
        let lastRun = harness.marker("ember-sync.lastRun")
        XCTAssertNotNil(lastRun, "ember-sync did not write its lastRun marker after the worker launched")
    }

    func testWorkerRunsWithinMinimumInterval() async throws {
        let launched = expectation(description: "expo background worker launched by the system")
        harness.onWorkerLaunch = { launched.fulfill() }
        try await harness.evaluate("BackgroundTask.registerTaskAsync('ember-sync', { minimumInterval: 15 })")
        await fulfillment(of: [launched], timeout: 16 * 60)
    }
}
