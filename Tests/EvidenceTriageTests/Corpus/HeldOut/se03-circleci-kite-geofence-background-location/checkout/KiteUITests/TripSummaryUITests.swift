import XCTest

final class TripSummaryUITests: XCTestCase {
    func testShareCardOpensShareSheet() {
        let app = XCUIApplication()
        app.launchArguments += ["-fixture-trip", "lisbon-loop"]
        app.launch()
        app.buttons["summary.share"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 10))
    }
}
