import CoreLocation
import XCTest

final class PierArrivalUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    /// End to end: arm the Harbour Gate geofence, move the simulated device onto
    /// the pier and wait for the arrival banner.
    func testArrivalAlertFiresWhenSimulatorEntersPier() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestSkipOnboarding", "YES"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "PierArrivalUITests/testArrivalAlertFiresWhenSimulatorEntersPier"
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 50.7195, longitude: -1.8776))
        app.launch()

        app.buttons["Watch Harbour Gate"].tap()
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 50.7141, longitude: -1.8745))

        let banner = app.staticTexts["arrival-banner"]
        XCTAssertTrue(banner.waitForExistence(timeout: 90), "arrival banner did not appear")
    }

    func testPierListShowsNextSailing() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestSkipOnboarding", "YES"]
        app.launch()

        XCTAssertTrue(app.cells["pier.harbourgate"].staticTexts["next-sailing"].waitForExistence(timeout: 5))
    }
}
