import XCTest
import UserNotifications
import flutter_local_notifications
@testable import Runner

/// Exercises the flutter_local_notifications iOS code path the app uses for the
/// daily "check your berth" reminder, with the device set to a 12-hour clock.
final class ReminderTriggerTests: XCTestCase {
    private let center = UNUserNotificationCenter.current()

    override func setUp() async throws {
        center.removeAllPendingNotificationRequests()
    }

    func testTwelveHourLocaleDailyTrigger() async throws {
        let plugin = try XCTUnwrap(TestPluginRegistry.localNotifications())
        LocaleOverride.use(identifier: "en_US", twentyFourHour: false)
        defer { LocaleOverride.reset() }

        let call = FlutterMethodCall(methodName: "zonedSchedule", arguments: DailyReminderArgs.berthCheck(hour: 8, minute: 0))
        _ = await plugin.invoke(call)

        let pending = await center.pendingNotificationRequests()
        let trigger = pending.first(where: { $0.identifier == "701" })?.trigger as? UNCalendarNotificationTrigger

        XCTAssertNotNil(trigger, "berth-check reminder should be pending with a calendar trigger")
        XCTAssertEqual(trigger?.dateComponents.hour, 8)
    }

    func testTwentyFourHourLocaleDailyTrigger() async throws {
        let plugin = try XCTUnwrap(TestPluginRegistry.localNotifications())
        LocaleOverride.use(identifier: "en_GB", twentyFourHour: true)
        defer { LocaleOverride.reset() }

        _ = await plugin.invoke(FlutterMethodCall(methodName: "zonedSchedule", arguments: DailyReminderArgs.berthCheck(hour: 8, minute: 0)))

        let pending = await center.pendingNotificationRequests()
        XCTAssertEqual((pending.first?.trigger as? UNCalendarNotificationTrigger)?.dateComponents.hour, 8)
    }
}
