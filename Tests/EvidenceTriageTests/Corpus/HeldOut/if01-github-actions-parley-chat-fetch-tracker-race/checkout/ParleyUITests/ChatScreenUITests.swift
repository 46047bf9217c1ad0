import XCTest

final class ChatScreenUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-ParleyTestEnvironment", "-ParleyStubServer"]
        app.launch()
    }

    func testOpeningChatShowsHistory() {
        app.cells["room.standup"].tap()
        XCTAssertTrue(app.staticTexts["Standup notes"].waitForExistence(timeout: 5))
    }

    func testLeavingChatAfterReactionReleasesController() {
        app.cells["room.standup"].tap()
        let message = app.cells.containing(.staticText, identifier: "Standup notes").firstMatch
        XCTAssertTrue(message.waitForExistence(timeout: 5))
        message.press(forDuration: 1.0)
        app.buttons["React"].tap()
        app.navigationBars.buttons.element(boundBy: 0).tap()

        let counter = app.staticTexts["test.allocatedChatControllers"]
        XCTAssertTrue(counter.waitForExistence(timeout: 5))
        XCTAssertEqual(counter.label, "0", "chat view controllers still allocated after leaving the conversation")
    }
}
