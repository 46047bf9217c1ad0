import XCTest

final class SaveFromClipboardUITests: XCTestCase {
    func testSavesCopiedLink() {
        UIPasteboard.general.url = URL(string: "https://example.org/longread/tidal-power")!
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestingEmptyLibrary"]
        app.launch()

        let save = app.buttons["Save copied link"]
        XCTAssertTrue(save.waitForExistence(timeout: 10))
        save.tap()
        XCTAssertTrue(app.cells.staticTexts["Tidal power"].waitForExistence(timeout: 10))
    }
}
