import XCTest

final class BackgroundSaveUITests: XCTestCase {
    func testDraftUploadFinishesAfterAppIsBackgrounded() throws {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundSaveUITests/testDraftUploadFinishesAfterAppIsBackgrounded"
        app.launch()
        app.buttons["New draft"].tap()
        app.textViews["draft-body"].typeText(String(repeating: "lorem ipsum ", count: 400))
        app.buttons["Save & close"].tap()

        XCUIDevice.shared.press(.home)
        // The background task keeps uploading; give it up to 10 minutes.
        sleep(600)
        app.activate()
        XCTAssertTrue(app.staticTexts["Draft synced"].waitForExistence(timeout: 5))
    }
}
