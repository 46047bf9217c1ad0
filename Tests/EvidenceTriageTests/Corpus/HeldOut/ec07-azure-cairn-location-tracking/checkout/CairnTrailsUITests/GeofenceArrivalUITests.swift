import XCTest
import CoreLocation

/// Arms the trailhead arrival alert (UNLocationNotificationTrigger, r = 150 m),
/// then moves the Simulator's location into the region.
final class GeofenceArrivalUITests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testArrivalNotificationWhenEnteringTrailhead() {
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 57.1150, longitude: -3.6820))

        let app = XCUIApplication()
        app.launchArguments += ["-uitest-grant-location", "-uitest-grant-notifications"]
        app.launch()
        app.buttons["Alert me at the trailhead"].tap()
        XCTAssertTrue(app.staticTexts["arrival-alert-status"].waitForExistence(timeout: 5))
        print("arrival alert: \(app.staticTexts["arrival-alert-status"].label)")

        XCUIDevice.shared.press(.home)
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 57.1337, longitude: -3.6697))

        let banner = springboard.staticTexts["You've reached Cairn Gorm trailhead"]
        XCTAssertTrue(banner.waitForExistence(timeout: 90),
                      "arrival notification not delivered after entering the trailhead region")
    }
}
