import XCTest

final class CheckoutUITests: XCTestCase {
    func testPayWithSavedCard() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-stub-payments"]
        app.launch()
        app.cells["event.harbour-lights"].tap()
        app.buttons["checkout.payWithSavedCard"].tap()
        XCTAssertTrue(app.staticTexts["checkout.confirmation"].waitForExistence(timeout: 15))
    }
}
