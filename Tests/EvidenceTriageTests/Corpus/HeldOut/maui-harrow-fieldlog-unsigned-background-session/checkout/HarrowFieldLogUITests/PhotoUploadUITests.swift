import XCTest
@testable import HarrowFieldLog

final class PhotoUploadUITests: XCTestCase {
    func testBackgroundUploadCompletes() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestUploadFixture", "field-0412.jpg"]
        app.launch()
        app.buttons["Upload photos"].tap()
        XCTAssertTrue(app.staticTexts["Uploaded"].waitForExistence(timeout: 90), "upload status label never reached \"Uploaded\" (last: \"\(app.staticTexts["uploadStatus"].label)\")")
    }
}
