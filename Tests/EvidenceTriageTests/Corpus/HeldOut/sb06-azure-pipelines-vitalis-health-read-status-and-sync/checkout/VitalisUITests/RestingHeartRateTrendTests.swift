import XCTest
@testable import Vitalis

final class RestingHeartRateTrendTests: XCTestCase {
    func testTrendCardLoads() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.staticTexts["trend.restingHR"].waitForExistence(timeout: 5))
    }
}
