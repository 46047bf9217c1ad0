import XCTest

/// Pushes 20 liveactivity updates (priority 10) for the walk-challenge activity and
/// reads back the rendered step count the widget extension records in the app group.
final class WalkLiveActivityTests: XCTestCase {
    private let app = XCUIApplication()
    private let apns = LiveActivityPushHelper(topic: "app.finch.steps.push-type.liveactivity")

    func testTwentyUpdatesAllRendered() throws {
        app.launch()
        app.buttons["Start walk challenge"].tap()
        let token = try XCTUnwrap(app.staticTexts["activityPushToken"].label.nilIfEmpty)
        for i in 1...20 {
            try apns.update(token: token, priority: 10, state: ["steps": i * 250])
            sleep(3)
        }
        app.buttons["Diagnostics"].tap()
        XCTAssertEqual(app.staticTexts["liveActivityRenders"].label, "20",
                       "every pushed update should be rendered")
    }
}
