import XCTest
@testable import Tallow

final class UnreadCountTests: XCTestCase {
    func testBadgeUpdatesAfterMarkAllRead() async throws {
        let store = try await TestAccount.make(unread: 12)
        try await store.markAllAsRead()
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(UnreadBadge.shared.count, 0)
    }
}
