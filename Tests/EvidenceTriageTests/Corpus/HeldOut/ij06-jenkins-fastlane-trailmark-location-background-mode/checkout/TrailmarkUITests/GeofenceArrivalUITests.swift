import CoreLocation
import XCTest

final class GeofenceArrivalUITests: XCTestCase {
    func testTrailheadArrivalShowsCheckInBanner() {
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 46.7800, longitude: -121.7300))
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestTrailhead", "lost-creek"]
        app.launch()
        app.buttons["Start hike"].tap()

        // Walk into the 150 m region around Lost Creek Trailhead.
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 46.7861, longitude: -121.7352))

        let banner = app.staticTexts["Checked in at Lost Creek Trailhead"]
        XCTAssertTrue(banner.waitForExistence(timeout: 60), "arrival should trigger the check-in banner")
    }
}
