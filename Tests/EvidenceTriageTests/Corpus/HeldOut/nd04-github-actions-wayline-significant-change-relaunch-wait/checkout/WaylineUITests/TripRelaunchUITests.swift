import XCTest
import CoreLocation

final class TripRelaunchUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-WaylineAutoGrantAlways", "YES"]
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 51.5007, longitude: -0.1246))
    }

    func testTripScreenShowsCurrentStreet() throws {
        app.launch()
        XCTAssertTrue(app.staticTexts["current-street"].waitForExistence(timeout: 10))
    }

    func testTerminatedAppRelaunchedBySignificantChange() throws {
        app.launch()
        app.buttons["Start automatic trip logging"].tap()
        XCTAssertTrue(app.staticTexts["Logging: significant changes"].waitForExistence(timeout: 5))
        app.terminate()
        // move roughly 4 km west
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 51.5010, longitude: -0.1830))
        let relaunched = app.wait(for: .runningBackground, timeout: 180)
        XCTAssertTrue(relaunched, "App was not relaunched into the background after a significant location change")
    }
}
