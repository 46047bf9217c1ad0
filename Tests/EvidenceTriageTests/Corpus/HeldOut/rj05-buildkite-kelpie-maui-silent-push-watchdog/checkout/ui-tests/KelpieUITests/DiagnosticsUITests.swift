import XCTest

final class DiagnosticsUITests: XCTestCase {
    func testBackgroundRefreshScheduled() {
        let app = XCUIApplication(bundleIdentifier: "com.kelpie.roster")
        app.launch()
        app.buttons["Settings"].tap()
        app.buttons["Diagnostics"].tap()
        XCTAssertEqual(app.staticTexts["diag.refreshStatus"].label, "scheduled")
    }
}
