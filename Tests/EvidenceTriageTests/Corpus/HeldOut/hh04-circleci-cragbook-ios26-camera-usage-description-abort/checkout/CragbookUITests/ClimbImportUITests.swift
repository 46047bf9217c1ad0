import XCTest

final class ClimbImportUITests: XCTestCase {

    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-reset", "-uitest-fixtures", "moonboard-2024"]
        app.launch()
    }

    func testImportSheetListsSources() {
        app.buttons["Add climb"].tap()
        app.buttons["Import from photo"].tap()
        XCTAssertTrue(app.buttons["Take Photo"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.buttons["Choose from Library"].exists)
    }

    func testTakePhotoFromImportSheet() {
        app.buttons["Add climb"].tap()
        app.buttons["Import from photo"].tap()
        app.buttons["Take Photo"].tap()
        let viewfinder = app.otherElements["Camera viewfinder"]
        XCTAssertTrue(viewfinder.waitForExistence(timeout: 10), "camera sheet never appeared")
    }
}
