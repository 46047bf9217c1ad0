import XCTest

final class ComposerUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.larkspur.chat")

    func testAttachPhotoFromLibrary() {
        app.launch()
        app.buttons["New message"].tap()
        app.buttons["Attach"].tap()
        app.buttons["Photo Library"].tap()
        XCTAssertTrue(app.images["photo-0"].waitForExistence(timeout: 10))
    }
}
