import XCTest
@testable import Fernwood

private final class StubSync: EntrySyncing {
    var unread: Int
    let unreadAfterRefresh: Int
    init(unread: Int, unreadAfterRefresh: Int) {
        self.unread = unread
        self.unreadAfterRefresh = unreadAfterRefresh
    }
    func refresh() async throws { unread = unreadAfterRefresh }
    func unreadPromptCount() async -> Int { unread }
}

private final class RecordingBadge: BadgeWriting {
    private(set) var written: [Int] = []
    func setBadgeCount(_ count: Int) async throws { written.append(count) }
}

final class BadgeRefreshJobTests: XCTestCase {
    func testRefreshRunsOnce() async throws {
        let job = BadgeRefreshJob(sync: StubSync(unread: 0, unreadAfterRefresh: 0), badge: RecordingBadge())
        try await job.run()
        XCTAssertEqual(job.events.filter { $0 == .refreshStarted }.count, 1)
    }

    func testBadgeReflectsPostRefreshUnreadCount() async throws {
        let badge = RecordingBadge()
        let job = BadgeRefreshJob(sync: StubSync(unread: 2, unreadAfterRefresh: 5), badge: badge)

        try await job.run()

        // The badge must be written from the counts the refresh produced, and only once.
        XCTAssertEqual(badge.written.last, 5, "badge was written from pre-refresh counts")
        XCTAssertEqual(job.events, [.refreshStarted, .refreshFinished, .badgeWritten(5)])
    }

    func testFailedRefreshLeavesBadgeUntouched() async throws {
        struct Offline: Error {}
        final class FailingSync: EntrySyncing {
            func refresh() async throws { throw Offline() }
            func unreadPromptCount() async -> Int { 3 }
        }
        let badge = RecordingBadge()
        let job = BadgeRefreshJob(sync: FailingSync(), badge: badge)
        do { try await job.run() } catch {}
        XCTAssertEqual(badge.written, [], "a failed refresh must not touch the badge")
    }
}
