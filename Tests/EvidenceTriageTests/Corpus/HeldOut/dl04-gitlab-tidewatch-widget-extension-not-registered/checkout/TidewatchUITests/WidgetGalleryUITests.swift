import XCTest

final class WidgetGalleryUITests: XCTestCase {
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testTideWidgetAppearsInGallery() {
        XCUIApplication().launch()          // first launch installs and registers the extension
        XCUIDevice.shared.press(.home)
        HomeScreen(springboard).enterJiggleMode()
        springboard.buttons["Edit"].tap()
        springboard.buttons["Add Widget"].tap()
        let search = springboard.searchFields["Search Widgets"]
        XCTAssertTrue(search.waitForExistence(timeout: 5))
        search.tap(); search.typeText("Tidewatch")
        let cell = springboard.cells.containing(.staticText, identifier: "Tidewatch").firstMatch
        XCTAssertTrue(cell.waitForExistence(timeout: 10), "Tidewatch is not listed in the widget gallery")
    }
}
