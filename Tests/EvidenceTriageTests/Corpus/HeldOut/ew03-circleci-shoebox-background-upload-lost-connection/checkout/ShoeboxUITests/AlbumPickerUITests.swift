import XCTest

final class AlbumPickerUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-seedLibrary", "three-photos"]
        app.launch()
        app.buttons["Choose albums"].tap()
    }

    func testSelectAllTogglesCount() {
        app.buttons["Select all"].tap()
        XCTAssertEqual(app.staticTexts["picker.count"].label, "3 selected")
        app.buttons["Select all"].tap()
        XCTAssertEqual(app.staticTexts["picker.count"].label, "0 selected")
    }

    func testRecentsAlbumIsFirst() {
        XCTAssertEqual(app.cells.element(boundBy: 0).label, "Recents")
    }
}
