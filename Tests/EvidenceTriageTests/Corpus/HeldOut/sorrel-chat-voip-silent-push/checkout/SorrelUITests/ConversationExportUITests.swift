//
//  ConversationExportUITests.swift
//  SorrelUITests
//

import XCTest

final class ConversationExportUITests: XCTestCase {
    func testExportSharesArchive() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-StubAPI", "http://127.0.0.1:8091", "-SeedConversation", "design-review"]
        app.launch()

        app.cells["conversation.design-review"].tap()
        app.navigationBars.buttons["More"].tap()
        app.buttons["Export Chat"].tap()

        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 10))
    }
}
