import XCTest
import CoreLocation

/// After the user picks "Always", a terminated Trailhead should be relaunched into the
/// background by a significant location change and resume the hike log.
final class SignificantChangeRelaunchUITests: XCTestCase {
    let app = XCUIApplication()

    func testTerminatedAppRelaunchesOnSignificantChange() {
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 47.6101, longitude: -122.2015))
        app.launchArguments = ["-uitest-location-mode", "always", "-uitest-resume-hike", "H-2291"]
        app.launch()
        XCTAssertTrue(app.staticTexts["hike.status.recording"].waitForExistence(timeout: 10))

        app.terminate()
        // ~12 km east along I-90: well past the significant-change threshold.
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 47.5301, longitude: -122.0326))

        XCTAssertTrue(app.wait(for: .runningBackground, timeout: 90), "Trailhead was not relaunched into the background within 90 s of a significant location change (state: \(app.state.rawValue))")
    }
}
