import XCTest
import CoreLocation

final class DepotGeofenceUITests: XCTestCase {
    // Eastgate depot centre; the route heads east along the A13.
    private let route: [CLLocationCoordinate2D] = [
        .init(latitude: 51.50790, longitude: -0.08770),   // depot yard
        .init(latitude: 51.50812, longitude: -0.08410),   // ~250 m
        .init(latitude: 51.50860, longitude: -0.07890),   // ~610 m
        .init(latitude: 51.50931, longitude: -0.07040),   // ~1.2 km
    ]

    func testLeavingDepotPostsDepartureNotificationWithin60Seconds() {
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: route[0].latitude, longitude: route[0].longitude))
        let app = XCUIApplication()
        app.launchArguments = ["--uitest-eastgate"]
        app.launch()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let allow = springboard.alerts.buttons["Allow"]
        if allow.waitForExistence(timeout: 5) { allow.tap() }   // notification permission
        XCTAssertTrue(app.staticTexts["At Eastgate depot"].waitForExistence(timeout: 15))

        for point in route.dropFirst() {
            XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: point.latitude, longitude: point.longitude))
            sleep(5)
        }

        let banner = springboard.staticTexts["Departed Eastgate"]
        XCTAssertTrue(banner.waitForExistence(timeout: 60), "no departure notification within 60 s of leaving the depot")
    }
}
