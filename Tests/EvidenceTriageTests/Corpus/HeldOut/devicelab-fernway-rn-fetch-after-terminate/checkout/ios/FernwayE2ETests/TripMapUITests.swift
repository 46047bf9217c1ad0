import XCTest

final class TripMapUITests: XCTestCase {
    func testMapShowsTodaysRoute() throws {
        let app = XCUIApplication(bundleIdentifier: "com.fernway.trips")
        app.launchArguments = ["-FernwayE2E", "YES", "-seedTrip", "lisbon-day-2"]
        app.launch()

        app.tabBars.buttons["Map"].tap()
        XCTAssertTrue(app.otherElements["map.route.today"].waitForExistence(timeout: 15))
    }
}
