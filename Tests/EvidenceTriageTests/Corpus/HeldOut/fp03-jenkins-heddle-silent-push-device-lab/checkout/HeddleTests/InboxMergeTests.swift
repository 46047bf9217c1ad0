import XCTest
@testable import Heddle

final class InboxMergeTests: XCTestCase {
    private let t0 = Date(timeIntervalSince1970: 1_790_000_000)

    func testRemoteNewerThreadReplacesLocal() {
        let local = [ThreadSummary(id: "t1", lastMessageID: "m1", lastActivity: t0, unreadCount: 0, isRead: true)]
        let remote = [ThreadSummary(id: "t1", lastMessageID: "m2", lastActivity: t0 + 60, unreadCount: 1, isRead: false)]
        XCTAssertEqual(InboxMerger.merge(local: local, remote: remote).first?.lastMessageID, "m2")
    }

    func testMergeKeepsLocalReadState() {
        // The user read the thread on this device; the server page (same activity time) still says unread.
        let local = [ThreadSummary(id: "t1", lastMessageID: "m1", lastActivity: t0, unreadCount: 0, isRead: true)]
        let remote = [ThreadSummary(id: "t1", lastMessageID: "m1", lastActivity: t0, unreadCount: 1, isRead: false)]
        let merged = InboxMerger.merge(local: local, remote: remote)
        XCTAssertEqual(merged.first?.isRead, true)
        XCTAssertEqual(merged.first?.unreadCount, 0)
    }

    func testSortedByActivity() {
        let remote = [
            ThreadSummary(id: "a", lastMessageID: "x", lastActivity: t0, unreadCount: 0, isRead: true),
            ThreadSummary(id: "b", lastMessageID: "y", lastActivity: t0 + 5, unreadCount: 0, isRead: true),
        ]
        XCTAssertEqual(InboxMerger.merge(local: [], remote: remote).map(\.id), ["b", "a"])
    }
}
