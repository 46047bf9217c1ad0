import XCTest

final class CartUITests: XCTestCase {
    func testQuantityStepperStopsAtTen() {
        let app = XCUIApplication()
        app.launchArguments = ["-e2eSkipOnboarding"]
        app.launch()
        app.buttons["product.0.add"].tap()
        let plus = app.buttons["cart.quantity.plus"]
        for _ in 0..<12 { plus.tap() }
        XCTAssertEqual(app.staticTexts["cart.quantity.value"].label, "10")
    }
}
