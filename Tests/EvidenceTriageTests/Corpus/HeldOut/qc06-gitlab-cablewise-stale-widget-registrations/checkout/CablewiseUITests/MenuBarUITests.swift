import XCTest

final class MenuBarUITests: XCTestCase {
    func testPopoverOpens() {
        let app = XCUIApplication()
        app.launch()
        app.statusItems["Cablewise"].click()
        XCTAssertTrue(app.popovers.firstMatch.waitForExistence(timeout: 3))
    }
}
