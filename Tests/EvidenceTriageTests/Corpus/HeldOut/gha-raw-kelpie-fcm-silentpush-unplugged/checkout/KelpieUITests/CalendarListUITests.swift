import XCTest

final class CalendarListUITests: XCTestCase {
    func testScrollToToday() {
        let app = XCUIApplication()
        app.launch()
        app.swipeUp()
        app.buttons["Today"].tap()
        XCTAssertTrue(app.cells["agenda-today"].isHittable)
    }
}
