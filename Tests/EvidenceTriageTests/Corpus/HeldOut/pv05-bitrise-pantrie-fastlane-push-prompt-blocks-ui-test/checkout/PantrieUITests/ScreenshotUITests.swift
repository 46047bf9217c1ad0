import XCTest

final class ScreenshotUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        setupSnapshot(app)
        app.launch()
    }

    func testCaptureHomeScreen() {
        app.alerts["\u{201C}Pantrie\u{201D} Would Like to Send You Notifications"].buttons["Allow"].tap()
        XCTAssertTrue(app.collectionViews["pantry.grid"].waitForExistence(timeout: 5))
        snapshot("01Home")
    }
}
