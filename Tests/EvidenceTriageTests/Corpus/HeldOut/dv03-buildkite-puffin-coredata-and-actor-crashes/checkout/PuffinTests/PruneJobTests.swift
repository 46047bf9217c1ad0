import XCTest
@testable import Puffin

final class PruneJobTests: XCTestCase {
    func testPruneRemovesExpiredOnly() throws {
        let stack = TestCoreDataStack()
        let now = Date()
        stack.insertArticles(read: 2, unread: 0, expiredBefore: now)
        stack.insertArticles(read: 0, unread: 3)
        let removed = try PruneJob(context: stack.context, now: now).run()
        XCTAssertEqual(removed, 2)
    }
}
