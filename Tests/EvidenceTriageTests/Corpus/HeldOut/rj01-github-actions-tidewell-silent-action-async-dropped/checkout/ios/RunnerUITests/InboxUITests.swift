import XCTest

final class InboxUITests: XCTestCase {
    func testInboxListRendersFirstPage() {
        let app = XCUIApplication()
        app.launchArguments += ["-useStubInbox", "YES"]
        app.launch()
        let firstRow = app.staticTexts["inbox.row.0.subject"]
        XCTAssertTrue(firstRow.waitForExistence(timeout: 5))
    }
}
