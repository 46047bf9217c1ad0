import XCTest

final class PaymentsUITests: XCTestCase {
    func testCollectPaymentButtonIsHittable() {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing", "-seed-mooring-invoice"]
        app.launch()
        app.tabBars.buttons["Payments"].tap()
        // The payments screen loads the invoice list asynchronously before showing the button.
        XCTAssertTrue(app.buttons["collect-payment"].isHittable)
    }
}
