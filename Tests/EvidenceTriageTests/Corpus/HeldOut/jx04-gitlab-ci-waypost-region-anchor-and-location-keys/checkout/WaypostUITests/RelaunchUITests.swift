import XCTest
import CoreLocation

/// Terminates the app, moves the simulated device ~40 km and expects iOS to relaunch the app in the
/// background for the significant-location-change it registered before termination.
final class RelaunchUITests: XCTestCase {

    func testSignificantChangeRelaunchesTerminatedApp() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-start-trip", "depot-west"]
        app.launch()
        XCTAssertTrue(app.staticTexts["trip.status.tracking"].waitForExistence(timeout: 10))
        app.terminate()

        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 52.7594, longitude: 13.2452))
        let relaunched = app.wait(for: .runningBackground, timeout: 120)
        XCTAssertTrue(relaunched, "app was not relaunched in the background after a significant location change")
    }
}
