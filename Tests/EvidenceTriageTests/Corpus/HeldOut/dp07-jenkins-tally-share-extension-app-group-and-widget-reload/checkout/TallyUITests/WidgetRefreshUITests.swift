import XCTest

/// The lab iPad has the Tally "Month" widget pinned on the first Home Screen page.
final class WidgetRefreshUITests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testHomeScreenWidgetShowsNewTotalWithinFiveSeconds() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-seed-month", "1180.00"]
        app.launch()
        app.buttons["Add expense"].tap()
        app.textFields["amount"].typeText("60")
        app.buttons["Save"].tap()                       // writes the snapshot, calls WidgetCenter.reloadAllTimelines()

        XCUIDevice.shared.press(.home)
        let widget = springboard.otherElements["Tally, Month"].firstMatch
        XCTAssertTrue(widget.waitForExistence(timeout: 5))
        let updated = widget.staticTexts["$1,240"]
        XCTAssertTrue(updated.waitForExistence(timeout: 5), "widget still shows \(widget.label)")
    }
}
