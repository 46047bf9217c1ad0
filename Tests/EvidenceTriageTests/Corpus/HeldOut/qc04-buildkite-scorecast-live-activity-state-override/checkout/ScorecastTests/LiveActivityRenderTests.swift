import XCTest
@testable import Scorecast

final class FakeRenderer: ActivityRendering {
    var updates: [[String: String]] = []
    func update(_ props: [String: String]) async { updates.append(props) }
}
final class FakeWidgetReloader: WidgetReloading {
    var reloads = 0
    func reloadAllTimelines() { reloads += 1 }
}

final class LiveActivityRenderTests: XCTestCase {
    func testPressTriggersLockScreenRerender() async {
        let defaults = UserDefaults(suiteName: "render.\(UUID().uuidString)")!
        let renderer = FakeRenderer()
        let reloader = FakeWidgetReloader()
        let controller = MatchActivityController(
            store: InteractionStateStore(defaults: defaults, activityID: "m2"),
            renderer: renderer, widgets: reloader)
        await renderer.update(["status": "live"])
        controller.handlePress(result: ["status": "paused"])
        XCTAssertEqual(reloader.reloads, 1)
        XCTAssertEqual(renderer.updates.count, 2, "the press did not produce an ActivityKit update")
    }
}
