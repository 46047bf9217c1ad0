import XCTest
import CoreLocation

/// "Low-power tracking" uses the significant-change service only.
final class SignificantChangeUITests: XCTestCase {
    private let trailhead = CLLocation(latitude: 34.1184, longitude: -118.3004)
    private let twoHundredMetresNorth = CLLocation(latitude: 34.1202, longitude: -118.3004)

    func testSignificantChangeDeliveredAfterShortWalk() throws {
        XCUIDevice.shared.location = XCUILocation(location: trailhead)
        let app = XCUIApplication()
        app.launchArguments = ["-lowPowerTracking", "-resetTrack"]
        app.launch()
        app.buttons["Start low-power tracking"].tap()
        XCUIDevice.shared.press(.home)

        XCUIDevice.shared.location = XCUILocation(location: twoHundredMetresNorth)
        sleep(30)

        app.activate()
        let counter = app.staticTexts["significantUpdateCount"]
        XCTAssertEqual(counter.label, "Significant updates: 1")
    }
}
