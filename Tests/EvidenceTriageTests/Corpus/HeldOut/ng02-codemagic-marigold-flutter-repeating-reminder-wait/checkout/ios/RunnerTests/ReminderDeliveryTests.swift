import XCTest
import Flutter
import UserNotifications
@testable import Runner

final class ReminderDeliveryTests: XCTestCase {

    private var channel: FlutterMethodChannel!
    private var presented: PresentationSpy!

    override func setUpWithError() throws {
        let app = try XCTUnwrap(UIApplication.shared.delegate as? AppDelegate)
        channel = FlutterMethodChannel(name: "dexterous.com/flutter/local_notifications",
                                       binaryMessenger: try XCTUnwrap(app.testEngine).binaryMessenger)
        presented = PresentationSpy.install()
    }

    func testPendingRequestUsesCalendarTrigger() async throws {
        try await channel.invokeAsync("zonedSchedule", arguments: ReminderFixtures.dailyWater(id: 7))
        let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
        let trigger = try XCTUnwrap(pending.first { $0.identifier == "7" }?.trigger as? UNCalendarNotificationTrigger)
        XCTAssertTrue(trigger.repeats)
    }

    func testDailyReminderFiresOnSimulator() async throws {
        let delivered = expectation(description: "reminder 7 presented")
        presented.onPresent = { id in if id == "7" { delivered.fulfill() } }
        try await channel.invokeAsync("zonedSchedule", arguments: ReminderFixtures.dailyWater(id: 7, minutesFromNow: 1))
        await ReminderDebug.logPending()
        await fulfillment(of: [delivered], timeout: 90)
    }

    func testWeeklyReviewDeliveredWithinTwoMinutes() async throws {
        let delivered = expectation(description: "reminder 12 presented")
        presented.onPresent = { id in if id == "12" { delivered.fulfill() } }
        try await channel.invokeAsync("zonedSchedule", arguments: ReminderFixtures.weeklyReview(id: 12, minutesFromNow: 1))
        await ReminderDebug.logPending()
        await fulfillment(of: [delivered], timeout: 120)
    }
}
