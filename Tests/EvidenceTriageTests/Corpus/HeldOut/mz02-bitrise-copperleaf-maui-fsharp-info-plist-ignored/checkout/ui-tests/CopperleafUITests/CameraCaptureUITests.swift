import XCTest

final class CameraCaptureUITests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "com.copperleaf.field")

    func testAttachPhotoOpensPicker() {
        app.launch()
        app.cells["inspection.0"].tap()
        app.buttons["inspection.attachPhoto"].tap()
        XCTAssertTrue(app.otherElements["camera.preview"].waitForExistence(timeout: 10))
    }
}
