import XCTest

final class SendFlowUITests: XCTestCase {
    func testReviewSheetShowsFee() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest", "-seedWallet"]
        app.launch()
        app.buttons["Send"].tap()
        app.textFields["amount"].typeText("10")
        app.buttons["Review"].tap()
        XCTAssertTrue(app.staticTexts["networkFee"].waitForExistence(timeout: 5))
    }
}
