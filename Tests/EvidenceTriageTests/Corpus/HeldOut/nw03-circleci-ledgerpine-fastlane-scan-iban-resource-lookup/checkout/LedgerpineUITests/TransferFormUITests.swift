import XCTest

final class TransferFormUITests: XCTestCase {
    func testAmountFieldAcceptsInput() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-signed-in"]
        app.launch()
        app.buttons["transfer.new"].tap()
        let amount = app.textFields["transfer.amount"]
        amount.tap()
        amount.typeText("25.00")
        XCTAssertEqual(amount.value as? String, "25.00")
    }
}
