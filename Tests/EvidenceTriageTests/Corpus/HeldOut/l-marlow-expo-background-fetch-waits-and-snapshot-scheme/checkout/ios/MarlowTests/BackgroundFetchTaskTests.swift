import XCTest
import ExpoModulesCore
@testable import Marlow

/// Native tests for the expo-background-fetch task "marlow-inbox-sync"
/// defined with TaskManager.defineTask in index.ts.
final class BackgroundFetchTaskTests: XCTestCase {
    private let harness = ExpoTaskHarness(taskName: "marlow-inbox-sync")

    func testTaskIsRegistered() async throws {
        try await harness.registerTask(minimumInterval: 60)
        let registered = try await harness.isTaskRegistered()
        XCTAssertTrue(registered)
    }

    func testTaskRunsAfterFiveMinutesInBackground() async throws {
        try await harness.registerTask(minimumInterval: 60)
        await harness.moveAppToBackground()
        let ran = await harness.waitForTaskExecution(timeout: 300)
        XCTAssertTrue(ran, "TaskManager task executed while backgrounded")
    }

    func testMinimumIntervalOfOneMinuteIsHonoured() async throws {
        try await harness.registerTask(minimumInterval: 60)
        await harness.moveAppToBackground()
        let runs = await harness.collectExecutions(for: 180)
        XCTAssertGreaterThanOrEqual(runs.count, 2, "executions in 3 minutes with minimumInterval 60 s")
    }
}
