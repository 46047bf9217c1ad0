import CoreLocation
import XCTest

final class TrailheadArrivalUITests: XCTestCase {
    func testArrivalBannerAfterEnteringTrailheadRegion() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-seedTrailheads", "mailbox-peak,rattlesnake-ledge,twin-falls"]
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 47.4900, longitude: -121.7800))
        app.launch()
        XCTAssertTrue(app.staticTexts["Watching 3 trailheads"].waitForExistence(timeout: 10))

        // Walk into the Mailbox Peak trailhead region (150 m radius around 47.4679,-121.6751).
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 47.4680, longitude: -121.6752))

        let banner = app.staticTexts["Arrived at Mailbox Peak trailhead"]
        XCTAssertTrue(banner.waitForExistence(timeout: 45), "no arrival banner 45 s after entering the region")
    }
}
