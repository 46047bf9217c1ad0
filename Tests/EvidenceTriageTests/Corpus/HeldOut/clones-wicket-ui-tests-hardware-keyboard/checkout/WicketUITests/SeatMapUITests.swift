import XCTest

final class SeatMapUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uiTesting", "-event", "fixture-opera-0815"]
        app.launch()
        app.buttons["Choose seats"].tap()
    }

    func testSoldSeatsAreDisabled() {
        XCTAssertFalse(app.buttons["Seat C12"].isEnabled)
    }

    func testSelectedSeatShowsPrice() {
        app.buttons["Seat D7"].tap()
        let price = app.staticTexts["selected-seat-price"]
        XCTAssertTrue(price.waitForExistence(timeout: 5))

        XCTAssertEqual(price.label, "\u{20AC}42.50")
    }
}
