import CoreLocation
import XCTest

/// Kestrel (Capacitor) starts a parking session at a bay and monitors a
/// CLCircularRegion around it to end the session automatically when the car leaves.
/// Locations are injected with XCUIDevice.location on the lab iPhone.
final class BayGeofenceUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "nl.kestrelpark.app")
    private let bay12 = CLLocation(latitude: 52.370216, longitude: 4.895168)

    override func setUp() {
        continueAfterFailure = false
        XCUIDevice.shared.location = XCUILocation(location: bay12)
        app.launch()
    }

    func testExitFiresAfterMovingFiftyMetres() {
        app.buttons["Start session at Bay 12"].tap()             // monitors a 10 m region around the bay
        XCUIDevice.shared.press(.home)
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 52.370666, longitude: 4.895168))
        app.activate()
        let ended = app.staticTexts["Session ended automatically"]
        XCTAssertTrue(ended.waitForExistence(timeout: 30), "didExitRegion should fire 50 m from a 10 m geofence")
    }

    func testEnterFiresWithinTenSecondsOfArrival() {
        app.buttons["Remind me at Garage Noord"].tap()           // 100 m region, 1.2 km away
        XCUIDevice.shared.press(.home)
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 52.381402, longitude: 4.893011))
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["NotificationShortLookView"].staticTexts["You're at Garage Noord — start parking?"]
        XCTAssertTrue(banner.waitForExistence(timeout: 10), "arrival should be detected within 10 s")
    }
}
