import CoreLocation
import XCTest

/// ci/run-tests.sh grants Always location (xcrun simctl privacy booted grant
/// location-always app.marginalia.notes) before the run.
final class LocationReminderUITests: XCTestCase {

    func testLeavingOfficeRegionShowsReminder() throws {
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 52.3731, longitude: 4.8922))
        let app = XCUIApplication()
        app.launchArguments += ["-ui-test-office-reminder"]   // monitors a 150 m region named "office"
        app.launch()
        XCTAssertTrue(app.staticTexts["region-status-office"].waitForExistence(timeout: 5))

        // Walk ~2 km away from the office.
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 52.3559, longitude: 4.9101))

        let reminder = app.staticTexts["reminder-fired-office"]
        XCTAssertTrue(reminder.waitForExistence(timeout: 15), "no didExitRegion for office within 15 s")
    }
}
