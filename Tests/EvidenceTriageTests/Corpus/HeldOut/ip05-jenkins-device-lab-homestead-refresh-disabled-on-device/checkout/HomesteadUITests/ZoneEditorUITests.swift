import XCTest

final class ZoneEditorUITests: XCTestCase {
    func testDragZoneRadius() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Zones"].tap()
        app.cells["Home"].tap()
        let handle = app.otherElements["zone-radius-handle"]
        handle.press(forDuration: 0.3, thenDragTo: app.otherElements["map-east-edge"])
        XCTAssertEqual(app.staticTexts["zone-radius-label"].label, "250 m")
    }
}
