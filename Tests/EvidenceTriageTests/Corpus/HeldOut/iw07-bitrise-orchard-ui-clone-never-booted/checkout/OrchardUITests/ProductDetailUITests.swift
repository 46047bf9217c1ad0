import XCTest

final class ProductDetailUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-ui-testing", "-AppleLanguages", "(en-GB)"]
        app.launch()
    }

    func testPrimaryActionTitle() {
        app.cells["product.fern"].tap()
        XCTAssertEqual(app.buttons["product.detail.add"].label, "Add to basket")
    }

    func testCareGuideOpens() {
        app.cells["product.fern"].tap()
        app.buttons["Care guide"].tap()
        XCTAssertTrue(app.navigationBars["Care guide"].waitForExistence(timeout: 5))
    }
}
