import XCTest

final class JournalUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testNewEntrySaves() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing-skip-onboarding"]
        app.launch()
        app.buttons["journal.new"].tap()
        app.textViews["entry.body"].typeText("Calm morning by the harbour")
        app.buttons["Save"].tap()
        XCTAssertTrue(app.staticTexts["Calm morning by the harbour"].exists)
    }

    func testDemoJournalShowsSevenEntries() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing-demo-journal"]
        app.launch()
        XCTAssertEqual(app.cells.matching(identifier: "journal.row").count, 7)
    }
}
