import CoreLocation
import XCTest

final class GeofenceArrivalUITests: XCTestCase {
    private let app = XCUIApplication()
    // Ferry terminal fixture: 25 m region registered by the app on launch
    private let outside = CLLocation(latitude: 59.32652, longitude: 18.07588)
    private let inside = CLLocation(latitude: 59.32771, longitude: 18.07411)
    private let farOutside = CLLocation(latitude: 59.32810, longitude: 18.07350)

    override func setUpWithError() throws {
        continueAfterFailure = false
        XCUIDevice.shared.location = XCUILocation(location: outside)
        app.launchArguments += ["-fixture-places", "ferry-terminal-25m"]
        app.launch()
        XCTAssertTrue(app.staticTexts["monitoring-1-region"].waitForExistence(timeout: 10))
    }

    func testArrivalNotificationWithin10sOfEnteringRegion() throws {
        XCUIDevice.shared.location = XCUILocation(location: inside)
        let banner = app.staticTexts["arrival-banner"]
        XCTAssertTrue(banner.waitForExistence(timeout: 10), "didEnterRegion should fire within 10 s of crossing the 25 m boundary")
    }

    func testExitFiresFor25mRadius() throws {
        XCUIDevice.shared.location = XCUILocation(location: inside)
        sleep(5)
        XCUIDevice.shared.location = XCUILocation(location: farOutside)
        let log = app.staticTexts["region-event-log"]
        let exited = NSPredicate(format: "label CONTAINS %@", "exit ferry-terminal")
        let result = XCTWaiter.wait(for: [expectation(for: exited, evaluatedWith: log)], timeout: 10)
        XCTAssertEqual(result, .completed, "didExitRegion should fire once the device is 40 m outside the region")
    }
}
