import XCTest

final class ShiftlyUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_CURRENT_TEST"] = "ShiftlyUITests/\(name.split(separator: " ")[1].dropLast())"
        app.launchArguments += ["--uitest-fixtures", "roster-week-11"]
    }

    func testClockInShowsCurrentShift() {
        app.launch()
        app.buttons["Clock in"].tap()
        XCTAssertTrue(app.staticTexts["On shift: Bakery 07:00–15:00"].waitForExistence(timeout: 5))
    }

    func testHeadlessSyncRunsWhileAppIsTerminated() {
        app.launch()
        XCTAssertTrue(app.staticTexts["Background sync enabled"].waitForExistence(timeout: 20))
        let before = app.staticTexts["last-sync-label"].label
        app.terminate()
        // registerHeadlessTask + stopOnTerminate:false should keep syncing
        // while the app is terminated; give the fetch interval time to pass.
        sleep(180)
        app.launch()
        let after = app.staticTexts["last-sync-label"].label
        XCTAssertNotEqual(after, before, "headless sync did not run while the app was terminated (waited 180 s)")
    }

    func testOvertimeBadgeShowsForTenHourShift() {
        app.launch()
        app.tables.cells["shift-2024-03-14"].tap()
        XCTAssertTrue(app.staticTexts["Overtime"].exists, "overtime badge missing for a 10 h shift")
    }

    func testRosterWeekStartsOnMonday() {
        app.launch()
        let firstColumn = app.staticTexts.matching(identifier: "roster-column-0").firstMatch
        XCTAssertEqual(firstColumn.label, "Mon", "first roster column")
    }

    func testSwapRequestSheetOpens() {
        app.launch()
        app.tables.cells["shift-2024-03-15"].tap()
        app.buttons["Request swap"].tap()
        XCTAssertTrue(app.navigationBars["Swap request"].waitForExistence(timeout: 5))
    }
}
