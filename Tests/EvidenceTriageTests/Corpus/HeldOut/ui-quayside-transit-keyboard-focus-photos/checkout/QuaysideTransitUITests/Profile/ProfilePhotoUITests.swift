import XCTest

final class ProfilePhotoUITests: XCTestCase {
    let app = XCUIApplication()

    func testChoosePhotoFromLibrary() {
        app.launch()
        app.tabBars.buttons["Profile"].tap()
        app.buttons["profile.changePhoto"].tap()
        app.buttons["Choose from Library"].tap()
        XCTAssertTrue(app.navigationBars["Photos"].waitForExistence(timeout: 10))
    }
}
