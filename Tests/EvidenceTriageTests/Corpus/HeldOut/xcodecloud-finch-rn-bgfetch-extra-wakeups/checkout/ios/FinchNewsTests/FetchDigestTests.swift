import XCTest
import UserNotifications
@testable import FinchNews

/// Native side of the react-native-background-fetch integration: FinchFetchHandler is what the
/// headless JS task calls back into to post the "morning digest" local notification.
final class FetchDigestTests: XCTestCase {
    private var clock: ManualClock!
    private var notifier: NotificationCenterSpy!
    private var handler: FinchFetchHandler!

    override func setUp() {
        super.setUp()
        clock = ManualClock(now: ISO8601DateFormatter().date(from: "2026-08-13T06:00:00Z")!)
        notifier = NotificationCenterSpy()
        handler = FinchFetchHandler(feed: StubFeed(newItems: 4), notifier: notifier, clock: clock, digestInterval: 60 * 60)
    }

    func testFirstFetchPostsDigest() async throws {
        try await handler.onFetch(taskId: "com.transistorsoft.fetch")
        XCTAssertEqual(notifier.posted.count, 1)
    }

    func testBurstOfFetchEventsPostsSingleDigest() async throws {
        // iOS may deliver fetch events more often than minimumFetchInterval.
        for minutes in [0, 17, 38] {
            clock.now = clock.start.addingTimeInterval(TimeInterval(minutes * 60))
            try await handler.onFetch(taskId: "com.transistorsoft.fetch")
        }
        XCTAssertEqual(notifier.posted.count, 1, "at most one digest per digestInterval, whatever the OS fetch cadence")
    }
}
