import XCTest
@testable import Pinebridge

/// End-to-end check that backgrounding the app leads to a refresh.
final class AppRefreshSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        BackgroundTaskRecorder.currentTest = "PinebridgeTests.AppRefreshSchedulingTests/\(name.split(separator: " ").last!.dropLast())"
    }

    override func tearDown() {
        BackgroundTaskRecorder.currentTest = nil
        super.tearDown()
    }

    func testRefreshRequestUsesRefreshIdentifier() {
        XCTAssertEqual(BackgroundRefreshHandler.taskIdentifier, "chat.pinebridge.app.background.refresh")
    }

    func testRefreshRunsWithinTwoMinutesOfBackgrounding() {
        let ran = expectation(description: "background refresh handler invoked")
        AppEnvironment.shared.backgroundRefresh.onHandled = { ran.fulfill() }

        AppEnvironment.shared.backgroundRefreshScheduler.scheduleNextRefresh()
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        wait(for: [ran], timeout: 120)
    }
}
