import XCTest

final class ComposeUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-qp-uitest-account", "ci@quillpost.test"]
        app.launch()
    }

    func testAttachPhotoAndSend() throws {
        app.buttons["compose"].tap()
        app.textFields["to"].typeText("dana@example.org")
        app.textFields["subject"].tap()
        app.textFields["subject"].typeText("Site photos, block C")
        app.buttons["attach-photo"].tap()
        app.images.matching(identifier: "photo-picker-cell").element(boundBy: 0).tap()
        app.buttons["send"].tap()

        XCTAssertTrue(app.staticTexts["Sent"].waitForExistence(timeout: 30))
    }
}
