import XCTest
@testable import TallyKit

final class RecordMergeTests: XCTestCase {
    private let merger = RecordMerger()

    func testLocalOnlyFieldsSurviveMerge() {
        let local = Tally(id: "4B1E9D70", title: "Groceries", count: 12, pinned: true)
        let server = ServerTally(id: "4B1E9D70", title: "Groceries", count: 14, modified: .distantFuture)
        XCTAssertEqual(merger.merge(local: local, server: .changed(server))?.pinned, true)
    }

    func testNewerModificationDateWins() {
        let local = Tally(id: "1", title: "A", count: 1, modified: Date(timeIntervalSince1970: 10))
        let server = ServerTally(id: "1", title: "B", count: 2, modified: Date(timeIntervalSince1970: 20))
        XCTAssertEqual(merger.merge(local: local, server: .changed(server))?.title, "B")
    }

    // A tombstone from the server has to remove the row even when the user edited it offline:
    // the board was deleted on another device and must not be resurrected by this one.
    func testServerTombstoneBeatsLocalEdit() {
        var local = Tally(id: "4B1E9D70", title: "Groceries", count: 11, modified: Date(timeIntervalSince1970: 50))
        local.count += 1
        local.hasUnsyncedChanges = true

        let merged = merger.merge(local: local, server: .deleted(id: "4B1E9D70", at: Date(timeIntervalSince1970: 40)))

        XCTAssertNil(merged, "a server-side deletion must win over an unsynced local edit")
    }
}
