import XCTest

/// The widget extension appends one line per getTimeline(in:) call to the app-group
/// file "widget-timeline.log"; the Debug app shows the count on the Diagnostics screen.
final class StepWidgetReloadTests: XCTestCase {
    private let app = XCUIApplication()

    func testWidgetReloadsAfterEachStepSave() {
        app.launch()
        app.buttons["Diagnostics"].tap()
        let before = Int(app.staticTexts["timelineCalls"].label) ?? 0
        for n in 1...6 {
            app.buttons["Save 500 steps"].tap()          // calls WidgetCenter.shared.reloadAllTimelines()
            XCUIDevice.shared.press(.home)
            sleep(30)
            app.activate()
            XCTAssertEqual(Int(app.staticTexts["timelineCalls"].label), before + n,
                           "widget timeline not reloaded after save #\(n)")
        }
    }
}
