import XCTest
@testable import Runner

final class NoteMergeTests: XCTestCase {
    func testMergeKeepsNewestTitle() {
        let local = NoteSnapshot(id: "n1", title: "Groceries", editedAt: 1_756_100_000)
        let remote = NoteSnapshot(id: "n1", title: "Groceries (Sat)", editedAt: 1_756_100_900)
        XCTAssertEqual(NoteMerger.merge(local: local, remote: remote).title, "Groceries (Sat)")
    }
}
