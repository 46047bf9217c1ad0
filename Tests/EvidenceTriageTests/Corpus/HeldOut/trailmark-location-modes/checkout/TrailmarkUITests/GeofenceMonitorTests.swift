import XCTest
import CoreLocation

/// Simulates arriving at the saved trailhead and expects the
/// "Arrived at trailhead" banner driven by didEnterRegion.
final class GeofenceMonitorTests: XCTestCase {
    private let trailhead = CLLocation(latitude: 46.5770, longitude: 7.9040)

    override func setUp() {
        continueAfterFailure = false
    }

    func testEntryEventDeliveredAfterSimulatedArrival() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-grant-always-location", "-uitest-saved-trailhead", "46.5770,7.9040"]
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 46.5900, longitude: 7.9300))
        app.launch()
        XCTAssertTrue(app.staticTexts["Monitoring Grund trailhead"].waitForExistence(timeout: 5))

        XCUIDevice.shared.location = XCUILocation(location: trailhead)

        let banner = app.staticTexts["Arrived at trailhead"]
        XCTAssertTrue(banner.waitForExistence(timeout: 10), "didEnterRegion not delivered within 10 s of arriving")
    }
}
