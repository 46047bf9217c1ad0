import XCTest
@testable import Harborlight

final class GaugeCheckTaskTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testForegroundLaunchRunsGaugeCheck() {
        let harness = LaunchHarness(applicationState: .active, stations: [.fixture(id: "NZ-1043")])
        harness.launch()
        let task = FakeBackgroundTask(identifier: BackgroundTaskID.gaugeCheck)
        let done = expectation(description: "gauge-check completes")
        task.onComplete = { _ in done.fulfill() }

        harness.router.handle(task)

        wait(for: [done], timeout: 5)
        XCTAssertEqual(task.completedSuccess, true)
    }

    /// iOS launches the app in the background to run gauge-check; no UI is built.
    func testBackgroundLaunchRunsGaugeCheck() {
        let harness = LaunchHarness(applicationState: .background, stations: [.fixture(id: "NZ-1043")])
        harness.launch()
        let task = FakeBackgroundTask(identifier: BackgroundTaskID.gaugeCheck)
        let done = expectation(description: "gauge-check completes")
        task.onComplete = { _ in done.fulfill() }

        harness.router.handle(task)

        wait(for: [done], timeout: 5)
        XCTAssertEqual(task.completedSuccess, true, "gauge-check should succeed on a background launch")
        XCTAssertEqual(harness.alertStore.lastCheckOutcome, .completed)
    }

    func testExpirationCancelsCheck() {
        let harness = LaunchHarness(applicationState: .active, stations: [.fixture(id: "NZ-1043")])
        harness.launch()
        let task = FakeBackgroundTask(identifier: BackgroundTaskID.gaugeCheck)
        harness.router.handle(task)
        task.expirationHandler?()
        XCTAssertNotNil(task.expirationHandler)
    }
}
