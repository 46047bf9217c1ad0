import XCTest

final class AttachmentPickerUITests: XCTestCase {
    func testPickPhotoFromLibrary() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["New notice"].tap()
        app.buttons["Attach photo"].tap()
        XCTAssertTrue(app.otherElements["PhotosPicker"].waitForExistence(timeout: 10))
    }
}
