import XCTest

/// After editing an event in the app, the widget's timeline should be rebuilt:
/// AgendaWidgets writes `last-timeline.json` to the App Group container from
/// getTimeline(in:completion:). The app exposes that file's timestamp on the
/// Debug screen.
final class WidgetReloadUITests: XCTestCase {
    func testEditingEventReloadsWidgetTimeline() {
        let app = XCUIApplication()
        app.launchArguments += ["-seed-agenda", "standup"]
        app.launch()

        app.tabBars.buttons["Debug"].tap()
        let before = app.staticTexts["widget-timeline-stamp"].label
        print("widget timeline stamp before edit: \(before)")
        app.tabBars.buttons["Agenda"].tap()
        app.cells["Stand-up"].tap()
        app.textFields["title"].clearAndType("Stand-up (moved)")
        app.buttons["Save"].tap()      // calls WidgetCenter.shared.reloadAllTimelines()

        app.tabBars.buttons["Debug"].tap()
        let stamp = app.staticTexts["widget-timeline-stamp"]
        let changed = NSPredicate(format: "label != %@", before)
        let result = XCTWaiter.wait(for: [expectation(for: changed, evaluatedWith: stamp)], timeout: 20)
        XCTAssertEqual(result, .completed, "widget timeline stamp still '\(stamp.label)' 20 s after reloadAllTimelines()")
    }
}

private extension XCUIElement {
    func clearAndType(_ text: String) {
        tap()
        press(forDuration: 1.0)
        XCUIApplication().menuItems["Select All"].tap()
        typeText(text)
    }
}
