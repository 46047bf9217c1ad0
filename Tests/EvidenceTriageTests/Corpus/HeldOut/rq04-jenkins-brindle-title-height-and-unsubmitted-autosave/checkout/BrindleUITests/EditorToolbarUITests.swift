import XCTest

final class EditorToolbarUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-seed-note", "styled"]
        app.launch()
    }

    func testBoldButtonTogglesSelection() {
        let body = app.textViews["editor.body"]
        body.doubleTap()
        app.buttons["toolbar.bold"].tap()
        XCTAssertEqual(app.buttons["toolbar.bold"].value as? String, "on")
    }
}
