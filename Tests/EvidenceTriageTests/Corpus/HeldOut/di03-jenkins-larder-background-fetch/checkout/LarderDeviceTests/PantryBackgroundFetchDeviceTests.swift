import XCTest

/// Device-lab test: install, background the app, and wait for the system's fetch event.
final class PantryBackgroundFetchDeviceTests: XCTestCase {
    func testFetchEventArrivesWithinFifteenMinutes() {
        let app = XCUIApplication()
        app.launchEnvironment["LARDER_TEST_ID"] = "PantryBackgroundFetchDeviceTests/testFetchEventArrivesWithinFifteenMinutes"
        app.launch()
        XCUIDevice.shared.press(.home)
        let fetched = XCTNSPredicateExpectation(predicate: NSPredicate(format: "exists == true"),
                                                object: app.staticTexts["fetch-event-received"])
        let result = XCTWaiter().wait(for: [fetched], timeout: 15 * 60) // minimumFetchInterval is 15 min
        XCTAssertEqual(result, .completed, "no background fetch event within 15 minutes")
    }
}

