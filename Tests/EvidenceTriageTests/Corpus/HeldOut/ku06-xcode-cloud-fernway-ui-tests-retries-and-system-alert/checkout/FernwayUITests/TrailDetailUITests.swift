import XCTest

final class TrailDetailUITests: XCTestCase {
    func testOfflineBadgeAppearsAfterToggle() {
        let app = XCUIApplication()
        app.launch()
        app.cells["Rattlesnake Ledge"].tap()
        app.switches["Keep offline"].tap()
        XCTAssertTrue(app.staticTexts["offlineBadge"].exists)   // checked immediately after the tap
    }
}
