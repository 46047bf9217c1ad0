import CoreLocation
import XCTest

/// Moves the simulated device into the Hall of Maps region while Gallerist is in
/// the background and expects the "You're near" notification.
final class RegionMonitoringUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testEnteringGalleryRegionPostsNotificationWithin10s() {
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 59.3275, longitude: 18.0712)) // outside
        app.launchArguments += ["-uiTesting", "-locationAuthorized", "always", "-monitorGalleriesOnly"]
        app.launch()
        XCUIDevice.shared.press(.home)

        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 59.3326, longitude: 18.0649)) // Hall of Maps
        let banner = springboard.otherElements["NotificationShortLookView"].staticTexts["You're near: Hall of Maps"]
        XCTAssertTrue(banner.waitForExistence(timeout: 10), "no region-entry notification within 10 s")
    }
}
