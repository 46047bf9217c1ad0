import XCTest
import CoreLocation

/// Checks that Core Location brings a terminated Trailmark back when the hiker keeps moving.
final class SignificantChangeRelaunchUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.trailmark.app")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uitest-always-authorized"]
        app.launch()
    }

    func testTerminatedAppRelaunchesOnSignificantChange() {
        app.buttons["Start recording"].tap()
        XCTAssertTrue(app.staticTexts["Recording"].waitForExistence(timeout: 5))
        app.terminate()

        // ~3 km steps north along Aurora Ave; SLC fires roughly every 500 m on device.
        for lat in [47.6205, 47.6481, 47.6757] {
            XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: lat, longitude: -122.3493))
            if lat != 47.6757 { Thread.sleep(forTimeInterval: 30) }
        }
        XCTAssertTrue(app.wait(for: .runningBackground, timeout: 180),
                      "Trailmark was not relaunched in the background after 6.1 km of simulated movement (waited 180 s)")
    }

    func testRegionExitRelaunchesTerminatedApp() {
        app.switches["Trailhead alerts"].tap()
        app.terminate()

        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 47.3912, longitude: -121.4417))
        Thread.sleep(forTimeInterval: 15)
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 47.4209, longitude: -121.4417))
        XCTAssertTrue(app.wait(for: .runningBackground, timeout: 120),
                      "Trailmark was not relaunched for the Snoqualmie Pass trailhead region exit (waited 120 s)")
    }
}
