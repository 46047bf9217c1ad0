import XCTest

final class DraftPersistenceUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.quillpost.app")

    func testDraftSurvivesRelaunch() {
        app.launch()
        app.buttons["New note"].tap()
        let editor = app.textViews["noteEditor"]
        editor.tap()
        editor.typeText("Platform 4 is closed, use 6")
        app.terminate()
        app.launch()
        app.buttons["Drafts"].tap()
        XCTAssertTrue(app.staticTexts["Platform 4 is closed, use 6"].waitForExistence(timeout: 5))
    }
}
