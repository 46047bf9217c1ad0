import XCTest

final class SignatureCaptureUITests: XCTestCase {
    func testClearSignatureResetsCanvas() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITests", "-OpenJob", "J-20931", "-Screen", "signature"]
        app.launch()

        let canvas = app.otherElements["signature-canvas"]
        XCTAssertTrue(canvas.waitForExistence(timeout: 5))
        canvas.swipeRight()
        app.buttons["Clear"].tap()
        XCTAssertEqual(app.staticTexts["signature-state"].label, "empty")
    }

    func testSignatureEnablesSubmit() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITests", "-OpenJob", "J-20931", "-Screen", "signature"]
        app.launch()
        app.otherElements["signature-canvas"].swipeRight()
        XCTAssertTrue(app.buttons["Submit job sheet"].isEnabled)
    }
}
