import XCTest

final class AttachmentCleanupTests: XCTestCase {
    func testCleanupProcessingTaskRegistered() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "AttachmentCleanupTests/testCleanupProcessingTaskRegistered"
        app.launch()
        app.buttons["settings.diagnostics"].tap()
        XCTAssertTrue(app.staticTexts["bg.cleanup.registered"].waitForExistence(timeout: 5), "cleanup task not registered")
    }
}
