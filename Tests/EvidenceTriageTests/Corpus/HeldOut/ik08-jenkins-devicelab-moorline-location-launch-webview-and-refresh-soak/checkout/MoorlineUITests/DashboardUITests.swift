import XCTest

final class DashboardUITests: XCTestCase {
    func testDashboardShowsAreaCards() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.otherElements["area-card-kitchen"].waitForExistence(timeout: 15))
    }
}
