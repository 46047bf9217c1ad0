import XCTest
@testable import SkylarkCore

final class InboxSyncTests: XCTestCase {
    func testMergeKeepsNewestTitle() {
        let local = InboxItem(id: "a1", title: "Draft title", updatedAt: Fixtures.date("2026-09-10T08:00:00Z"))
        let remote = InboxItem(id: "a1", title: "Final title", updatedAt: Fixtures.date("2026-09-11T08:00:00Z"))
        let merged = InboxMerger.merge(local: [local], remote: [remote])
        XCTAssertEqual(merged.first?.title, "Final title")
    }
}
