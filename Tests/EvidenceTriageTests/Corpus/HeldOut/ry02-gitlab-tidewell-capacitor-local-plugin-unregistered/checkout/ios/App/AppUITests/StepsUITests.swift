import XCTest

final class StepsUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-healthkit-fixture", "steps=8421"]
        app.launch()
    }

    func testTodayStepsShowsNativeCount() {
        let steps = app.webViews.staticTexts["8,421"]
        XCTAssertTrue(steps.waitForExistence(timeout: 10), "today's step count from the StepCounter plugin")
    }

    func testSyncNowUpdatesLastSynced() {
        app.webViews.buttons["Sync now"].tap()
        let label = app.webViews.staticTexts.matching(NSPredicate(format: "label BEGINSWITH 'Last synced'")).firstMatch
        XCTAssertTrue(label.waitForExistence(timeout: 10))
        XCTAssertNotEqual(label.label, "Last synced: never")
    }
}
