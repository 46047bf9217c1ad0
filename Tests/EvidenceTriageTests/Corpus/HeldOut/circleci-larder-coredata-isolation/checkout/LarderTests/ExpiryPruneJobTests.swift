import XCTest
import CoreData
@testable import Larder

@MainActor
final class ExpiryPruneJobTests: XCTestCase {

    func testPruneRunsOnContextQueue() async throws {
        let stack = TestCoreDataStack()
        stack.insertItems(expiredDaysAgo: [45, 31, 2])
        let badge = ExpiryBadgeModel()
        let removed = try await ExpiryPruneJob(container: stack.container, badge: badge).run()
        XCTAssertEqual(removed, 2)
        XCTAssertEqual(badge.expiringCount, 0)
    }

    func testPruneWithEmptyStoreRemovesNothing() async throws {
        let stack = TestCoreDataStack()
        let removed = try await ExpiryPruneJob(container: stack.container, badge: ExpiryBadgeModel()).run()
        XCTAssertEqual(removed, 0)
    }
}
