import XCTest

final class SeatMapUITests: XCTestCase {
    func testLowerDeckSeatCanBeSelected() {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing", "-fixture", "seatmap-lower-deck"]
        app.launch()
        let seat = app.buttons["seat.L14"]
        seat.tap()
        XCTAssertTrue(app.staticTexts["1 seat selected"].waitForExistence(timeout: 5))
    }
}
