import XCTest

final class InvoiceUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.lumenroutes.field")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["--ui-testing", "--seed=invoice-fixture-3"]
        app.launch()
    }

    func testDiscountAppliedBeforeTax() {
        app.buttons["Invoices"].tap()
        app.cells["invoice-3"].tap()
        app.switches["Loyalty discount"].tap()
        // 100.00 - 10% = 90.00, then 9.2% tax = 98.28
        XCTAssertEqual(app.staticTexts["invoiceTotal"].label, "$98.28")
    }
}
