import CoreLocation
import XCTest

/// Site "Harbor Yard" is a 100 m geofence registered through flutter_background_geolocation.
/// The tests move the simulated device with XCUIDevice.location and expect the plugin's
/// geofence EXIT event to clock the worker out.
final class GeofenceClockOutUITests: XCTestCase {
    let app = XCUIApplication()
    let site = CLLocation(latitude: 53.54412, longitude: 9.96631)
    let outside = CLLocation(latitude: 53.54552, longitude: 9.96631) // ~155 m north of the centre

    override func setUpWithError() throws {
        continueAfterFailure = false
        XCUIDevice.shared.location = XCUILocation(location: site)
        app.launchArguments += ["-SMTestSite", "harbor-yard", "-SMGeofenceRadius", "100"]
        app.launch()
        app.buttons["Clock in"].tap()
    }

    func testClockInOnSiteEntry() {
        XCTAssertTrue(app.staticTexts["Clocked in · Harbor Yard"].waitForExistence(timeout: 10))
    }

    func testClockOutWhenLeavingSite() {
        XCUIDevice.shared.press(.home)
        XCUIDevice.shared.location = XCUILocation(location: outside)
        sleep(15)
        app.activate()
        XCTAssertTrue(app.staticTexts["Clocked out · Harbor Yard"].waitForExistence(timeout: 5), "no geofence EXIT within 15 s of leaving the site")
    }

    func testExitRecordedAfterAppTerminated() {
        app.terminate()
        XCUIDevice.shared.location = XCUILocation(location: outside)
        sleep(30) // iOS relaunches the app in the background for the region event
        app.launch()
        XCTAssertEqual(app.staticTexts["lastGeofenceEvent"].label, "EXIT harbor-yard", "terminated app was not relaunched for the EXIT")
    }
}
