import UserNotifications
import XCTest
@testable import Alder

final class AppIconBadgeTests: XCTestCase {
    func testBadgeClearedAfterSync() async throws {
        let badge = AppIconBadge(center: .current())
        try await badge.set(3)

        await badge.syncDidFinish(newTransactions: 0)

        let count = try await badge.current()
        XCTAssertEqual(count, 0)
    }
}
