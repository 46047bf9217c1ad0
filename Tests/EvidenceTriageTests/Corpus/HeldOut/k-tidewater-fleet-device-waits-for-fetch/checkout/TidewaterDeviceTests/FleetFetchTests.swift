import XCTest
import BackgroundTasks
@testable import Tidewater

/// Device-lab suite (iPhone on a charger, app in background between steps).
final class FleetFetchTests: XCTestCase {
    func testFetchRequestUsesFifteenMinuteFloor() {
        let request = FleetFetch.makeRequest(now: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(request.earliestBeginDate, Date(timeIntervalSince1970: 15 * 60))
    }

    func testFetchFiresWithinSixteenMinutes() throws {
        let fired = expectation(description: "fleet fetch fired")
        FleetFetch.shared.onLaunch = { _ in fired.fulfill() }
        try FleetFetch.shared.submit()
        XCUIDevice.shared.press(.home)
        wait(for: [fired], timeout: 16 * 60)
    }

    func testFetchRunsAgainAfterRelaunch() throws {
        let app = XCUIApplication()
        app.terminate()
        app.launch()
        try FleetFetch.shared.submit()
        XCUIDevice.shared.press(.home)
        let fired = expectation(description: "fetch after relaunch")
        FleetFetch.shared.onLaunch = { _ in fired.fulfill() }
        wait(for: [fired], timeout: 30 * 60)
    }
}
