import XCTest

final class LogCompactionE2ETests: XCTestCase {
    func testCompactionIsAcceptedBySystem() {
        let app = XCUIApplication.tidemark(test: "LogCompactionE2ETests/testCompactionIsAcceptedBySystem")
        app.launch()
        app.buttons["Settings"].tap()
        app.buttons["Compact track logs tonight"].tap()
        XCTAssertFalse(app.alerts["Scheduling failed"].waitForExistence(timeout: 3),
                       "log-compaction request was refused")
    }
}
