import XCTest
import CoreLocation

/// Requires `simctl privacy grant location-always` (see ci/run-tests.sh).
final class SignificantChangeUITests: XCTestCase {
    func testVisitLoggedAfterShortSimulatedDrive() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-skip-onboarding", "-uitest-start-trip"]
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 59.3293, longitude: 18.0686))
        app.launch()
        XCUIDevice.shared.press(.home)

        // ~350 m east along Strandvägen
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 59.3300, longitude: 18.0745))

        app.activate()
        let visits = app.staticTexts["trip.visitCount"]
        let logged = NSPredicate(format: "label == '1 stop'")
        let result = XCTWaiter().wait(for: [expectation(for: logged, evaluatedWith: visits)], timeout: 120)
        XCTAssertEqual(result, .completed, "no visit logged within 120 s of the simulated move")
    }
}
