import XCTest
@testable import Chirpline

final class InboxMergeTests: XCTestCase {
    func testDuplicateMessageIdsCollapse() {
        let merged = InboxMerge.merge(local: Fixtures.localInbox, incoming: Fixtures.redeliveredPage)
        XCTAssertEqual(merged.count, 12, "redelivered message ids must not create new rows")
    }
}
