import XCTest
@testable import Kestrel

final class AttachmentStoreTests: XCTestCase {
    func testPrunesExpiredAttachments() throws {
        let store = try AttachmentStore.temporary()
        try store.prune(olderThan: .days(30))
        XCTAssertEqual(try store.count(), 0)
    }
}
