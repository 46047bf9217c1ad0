import XCTest

final class CaptureFlowUITests: XCTestCase {
    func testTakePhotoForSurveyPoint() {
        let app = XCUIApplication()
        app.launchArguments = ["-demoSurvey", "hedgerow-2026"]
        app.launch()
        app.cells["survey-point-14"].tap()
        app.buttons["Add photo"].tap()
        XCTAssertTrue(app.buttons["Shutter"].waitForExistence(timeout: 10))
    }
}
