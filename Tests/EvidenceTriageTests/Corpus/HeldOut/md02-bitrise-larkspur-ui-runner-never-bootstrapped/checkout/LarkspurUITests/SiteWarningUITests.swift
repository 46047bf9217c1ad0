import XCTest

final class SiteWarningUITests: XCTestCase {
    func testWarningPageShowsLeaveSiteButton() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-phishing-fixture"]
        app.launch()
        XCTAssertTrue(app.buttons["Leave Site"].waitForExistence(timeout: 10))
    }
}
