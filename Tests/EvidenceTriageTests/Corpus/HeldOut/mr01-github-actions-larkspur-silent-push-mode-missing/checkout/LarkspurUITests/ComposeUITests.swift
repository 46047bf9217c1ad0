import XCTest

final class ComposeUITests: XCTestCase {
    func testAttachmentBadgeCountsFiles() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-compose-attachments", "report.pdf,chart.png"]
        app.launch()
        app.buttons["compose"].tap()
        let badge = app.staticTexts["attachment-badge"]
        XCTAssertTrue(badge.waitForExistence(timeout: 5))
        XCTAssertEqual(badge.label, "2 attachments")
    }
}

