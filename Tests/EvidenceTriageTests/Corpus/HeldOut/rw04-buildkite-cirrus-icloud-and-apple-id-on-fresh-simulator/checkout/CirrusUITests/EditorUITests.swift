import XCTest

final class EditorUITests: XCTestCase {
    func testBoldToolbarToggles() {
        let app = XCUIApplication()
        app.launchArguments += ["-open-scratch-note"]
        app.launch()
        app.buttons["toolbar.bold"].tap()
        XCTAssertEqual(app.buttons["toolbar.bold"].value as? String, "1")
    }
}
