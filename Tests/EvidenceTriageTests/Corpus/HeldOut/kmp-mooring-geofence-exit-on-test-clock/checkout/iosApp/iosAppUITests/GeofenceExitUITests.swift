import CoreLocation
import XCTest

/// Mooring (Kotlin Multiplatform; iosApp shell in Swift) watches a CLCircularRegion around the
/// boat's mooring and posts "Left mooring" when CoreLocation reports didExitRegion.
final class GeofenceExitUITests: XCTestCase {
    private let app = XCUIApplication()
    private let mooring = CLLocation(latitude: 50.36412, longitude: -4.14258)

    override func setUp() {
        continueAfterFailure = false
        XCUIDevice.shared.location = XCUILocation(location: mooring)
        app.launchArguments += ["--fixture-mooring", "radius=25"]
        app.launch()
    }

    func testStartInsideReportsInside() {
        XCTAssertTrue(app.staticTexts["regionState: inside"].waitForExistence(timeout: 20))
    }

    func testLeavingMooringRadiusPostsExitAlert() {
        XCUIDevice.shared.location = XCUILocation(location: offset(metersNorth: 30))
        XCTAssertTrue(app.staticTexts["Left mooring"].waitForExistence(timeout: 10), "didExitRegion should fire once we are 30 m out of a 25 m fence")
    }

    func testExitReportedWhileBackgrounded() {
        XCUIDevice.shared.press(.home)
        XCUIDevice.shared.location = XCUILocation(location: offset(metersNorth: 40))
        let banner = XCUIApplication(bundleIdentifier: "com.apple.springboard").staticTexts["Mooring: you left the mooring"]
        XCTAssertTrue(banner.waitForExistence(timeout: 30))
    }

    private func offset(metersNorth m: Double) -> CLLocation {
        CLLocation(latitude: mooring.coordinate.latitude + m / 111_320, longitude: mooring.coordinate.longitude)
    }
}
