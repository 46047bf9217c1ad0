import XCTest

final class HarborMapUITests: XCTestCase {
    func testPinTapShowsCard() {
        let app = XCUIApplication()
        app.launchArguments += ["-e2e", "YES"]
        app.launch()
        app.otherElements["harborMap"].buttons["pin.station.8518750"].tap()
        XCTAssertTrue(app.otherElements["stationCard"].waitForExistence(timeout: 4))
    }
}
