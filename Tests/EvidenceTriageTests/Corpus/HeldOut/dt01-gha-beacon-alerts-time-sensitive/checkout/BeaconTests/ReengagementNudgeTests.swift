import XCTest
import UserNotifications
@testable import Beacon

final class TestClock: Clock, @unchecked Sendable {
    private(set) var now: Date
    init(now: Date) { self.now = now }
    func advance(by seconds: TimeInterval) { now = now.addingTimeInterval(seconds) }
}

final class ReengagementNudgeTests: XCTestCase {

    override func setUp() async throws {
        let center = UNUserNotificationCenter.current()
        _ = try await center.requestAuthorization(options: [.alert, .provisional])
        center.removeAllPendingNotificationRequests()
        center.removeAllDeliveredNotifications()
    }

    func testNudgeIsScheduledWithTwoDayTrigger() async throws {
        let clock = TestClock(now: Date())
        try await NudgeScheduler(clock: clock).scheduleNudge(lastOpened: clock.now)
        let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
        let trigger = try XCTUnwrap(pending.first?.trigger as? UNTimeIntervalNotificationTrigger)
        XCTAssertEqual(trigger.timeInterval, NudgeScheduler.delay, accuracy: 1)
    }

    func testNudgeIsDeliveredTwoDaysAfterLastOpen() async throws {
        let clock = TestClock(now: Date())
        let scheduler = NudgeScheduler(clock: clock)
        try await scheduler.scheduleNudge(lastOpened: clock.now)

        // Jump the app's clock past the 48 h mark and wait for the system
        // to hand us the nudge.
        clock.advance(by: NudgeScheduler.delay + 120)

        let delivered = expectation(description: "re-engagement nudge delivered")
        let poll = Task {
            while !Task.isCancelled {
                let ids = await UNUserNotificationCenter.current()
                    .deliveredNotifications().map(\.request.identifier)
                if ids.contains(NudgeScheduler.identifier) { delivered.fulfill(); return }
                try? await Task.sleep(for: .seconds(1))
            }
        }
        await fulfillment(of: [delivered], timeout: 10)
        poll.cancel()
    }
}
