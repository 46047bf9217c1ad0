import XCTest

final class ComposerUITests: XCTestCase {
    func testSendsMessageWithAttachment() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestMockHomeserver", "YES"]
        app.launch()
        app.cells["room-general"].tap()
        app.buttons["composer.attach"].tap()
        app.sheets.buttons["Photo Library"].tap()
        app.images.firstMatch.tap()
        app.buttons["composer.send"].tap()
        XCTAssertTrue(app.staticTexts["IMG_0001.HEIC"].waitForExistence(timeout: 10))
    }
}
