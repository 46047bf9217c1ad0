import XCTest
import CoreLocation

/// Moves the simulated device twice while the app is in the background and
/// expects a significant-change event for each move.
final class SignificantChangeUITests: XCTestCase {
    func testFirstSignificantChangeWakesRecorder() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestSignificantChanges"]
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 46.5800, longitude: 7.9000))
        app.launch()
        app.buttons["Enable low-power tracking"].tap()
        XCUIDevice.shared.press(.home)
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 46.6000, longitude: 7.9000))
        app.activate()
        XCTAssertTrue(app.staticTexts["significantChangeCount"].waitForExistence(timeout: 60))
    }

    func testSecondSignificantChangeArrivesWithinNinetySeconds() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestSignificantChanges"]
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 46.5800, longitude: 7.9000))
        app.launch()
        app.buttons["Enable low-power tracking"].tap()
        XCUIDevice.shared.press(.home)

        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 46.6000, longitude: 7.9000))
        sleep(30)
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 46.6200, longitude: 7.9000))

        app.activate()
        let counter = app.staticTexts["significantChangeCount"]
        let two = NSPredicate(format: "label == %@", "2")
        let expectation = XCTNSPredicateExpectation(predicate: two, object: counter)
        let result = XCTWaiter.wait(for: [expectation], timeout: 90)
        XCTAssertEqual(counter.label, "2",
                       "expected a second significant-change event within 90 s of the second 2.2 km move (waiter result \(result.rawValue))")
    }
}
