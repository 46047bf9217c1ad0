import XCTest

/// Asks the CI push relay to send the "update_widgets" silent push to the simulator,
/// then waits for the widget extension to be asked for a new timeline (it stamps
/// `lastTimelineRequest` in the app-group snapshot file).
final class WidgetPushRefreshUITests: XCTestCase {
    func testLockScreenWidgetReloadsAfterBackgroundPush() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-household", "ci-fixture"]
        app.launch()
        let before = try SnapshotFile.lastTimelineRequest()
        XCUIDevice.shared.press(.home)

        try PushRelay.sendUpdateWidgets(to: "com.marigold.app")

        let reloaded = SnapshotFile.waitForTimelineRequest(after: before, timeout: 60)
        XCTAssertTrue(reloaded, "widget timeline was not reloaded within 60 s of the update_widgets push")
    }
}
