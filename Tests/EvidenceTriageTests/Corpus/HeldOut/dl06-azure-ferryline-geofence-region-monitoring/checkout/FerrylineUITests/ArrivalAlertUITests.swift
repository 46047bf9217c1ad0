import XCTest
import CoreLocation

final class ArrivalAlertUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testArrivalAlertFiresWhenEnteringTerminalFence() {
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 47.6205, longitude: -122.3493)) // outside
        app.launchArguments += ["-uitest-route", "seattle-bainbridge"]
        app.launch()
        XCTAssertTrue(app.staticTexts["route.armed"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)

        // Walk onto the Colman Dock terminal fence.
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 47.6025, longitude: -122.3381))
        let banner = springboard.otherElements["Notification"].staticTexts["You're at Colman Dock"]
        XCTAssertTrue(banner.waitForExistence(timeout: 30), "arrival notification did not appear")
    }
}
