import XCTest

final class ShareSheetUITests: XCTestCase {

    /// Opens a page in Safari, shares it, and checks Cairn is offered in the share sheet.
    func testShareFromSafariShowsCairn() throws {
        let safari = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")
        safari.launch()
        safari.textFields["TabBarItemTitle"].tap()
        safari.typeText("https://example.org/long-read\n")
        safari.buttons["ShareButton"].tap()
        XCTAssertTrue(safari.cells["Cairn"].waitForExistence(timeout: 5))
    }
}
