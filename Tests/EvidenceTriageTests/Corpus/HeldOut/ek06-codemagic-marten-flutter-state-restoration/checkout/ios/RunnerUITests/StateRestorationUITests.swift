import XCTest

final class StateRestorationUITests: XCTestCase {
    func testDraftRestoredAfterBackgroundTermination() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["New note"].tap()
        let editor = app.textViews["note-editor"]
        editor.tap()
        editor.typeText("Trailhead parking fee")

        XCUIDevice.shared.press(.home)
        sleep(2)                 // let UIKit snapshot the scene and save restoration data
        app.terminate()
        app.launch()

        XCTAssertTrue(app.textViews["note-editor"].waitForExistence(timeout: 10), "editor route was not restored")
        XCTAssertEqual(app.textViews["note-editor"].value as? String, "Trailhead parking fee")
    }
}
