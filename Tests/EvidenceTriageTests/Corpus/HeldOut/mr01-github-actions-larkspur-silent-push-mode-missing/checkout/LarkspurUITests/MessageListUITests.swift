import XCTest

final class MessageListUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-inbox-fixture", "three-messages", "-AppleLocale", "en_US"]
        app.launch()
    }

    func testRowShowsSenderAndSubject() throws {
        let row = app.cells["message-row-0"]
        XCTAssertTrue(row.waitForExistence(timeout: 5))
        XCTAssertEqual(row.staticTexts["sender"].label, "Odile Brandt")
        XCTAssertEqual(row.staticTexts["subject"].label, "Quarterly figures, revised")
    }

    func testDateHeaderUsesRelativeFormat() throws {
        let header = app.otherElements["section-header-0"]
        XCTAssertTrue(header.waitForExistence(timeout: 5))
        XCTAssertEqual(header.label, "Yesterday")
    }
}

