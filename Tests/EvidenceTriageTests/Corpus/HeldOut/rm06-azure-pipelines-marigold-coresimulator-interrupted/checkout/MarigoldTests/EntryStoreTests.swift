import XCTest
import CoreData
@testable import Marigold

final class EntryStoreTests: XCTestCase {
    func testBatchDeleteRemovesAttachments() throws {
        let stack = TestStack.sqlite()
        let store = EntryStore(container: stack.container)
        try stack.seed(entries: 3, attachmentsEach: 2, daysAgo: 40)
        try store.deleteEntries(olderThan: Date(timeIntervalSinceNow: -30 * 86_400))
        XCTAssertEqual(try stack.count(entity: "Attachment"), 0)
    }
}
