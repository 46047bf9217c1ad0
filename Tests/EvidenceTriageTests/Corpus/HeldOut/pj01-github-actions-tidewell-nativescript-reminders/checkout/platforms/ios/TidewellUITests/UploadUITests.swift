import XCTest

final class UploadUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "1", "-stubCatchPhoto", "1"]
        app.launch()
    }

    func testCatchPhotoUploadShowsDone() {
        app.tabBars.buttons["Log"].tap()
        app.buttons["catch.attachStubPhoto"].tap()
        app.buttons["catch.upload"].tap()
        let status = app.staticTexts["catch.uploadStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 20))
        XCTAssertEqual(status.label, "Uploaded")
    }
}
