import XCTest
@testable import MarigoldRelay

final class InboxMergeTests: XCTestCase {
    func testDuplicateMessageIdsCollapsed() {
        let local = [Message(id: "m1", body: "hi"), Message(id: "m2", body: "ok")]
        let remote = [Message(id: "m2", body: "ok"), Message(id: "m3", body: "later")]
        let merged = InboxMerger.merge(local: local, remote: remote)
        XCTAssertEqual(merged.map(\.id), ["m1", "m2", "m3"])
    }
}
