import XCTest

final class WateringRefreshUITests: XCTestCase {
    func testSimulatedRefreshReschedulesReminders() throws {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "WateringRefreshUITests/testSimulatedRefreshReschedulesReminders"
        app.launchArguments += ["-seedPlants", "monstera,fern", "-enableDebugMenu"]
        app.launch()

        // Debug menu calls -[BGTaskScheduler _simulateLaunchForTaskWithIdentifier:].
        app.buttons["debug.menu"].tap()
        app.buttons["debug.simulateWateringRefresh"].tap()

        let status = app.staticTexts["debug.lastRefreshStatus"]
        let done = NSPredicate(format: "label == %@", "rescheduled 2 reminders")
        let result = XCTWaiter().wait(for: [XCTNSPredicateExpectation(predicate: done, object: status)], timeout: 20)
        XCTAssertEqual(result, .completed, "refresh handler did not run; status: \(status.label)")
    }
}
