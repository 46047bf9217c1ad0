import XCTest
@testable import Lumen

final class ClipSyncTests: XCTestCase {
    private var db: ClipDatabase!
    private var remote: FakeClipRemote!

    override func setUp() {
        db = ClipDatabase.inMemory(dedup: true)
        remote = FakeClipRemote()
    }

    func testDistinctCapturesStayDistinct() throws {
        let sync = ClipSync(db: db, remote: remote)
        try sync.capture(.text("alpha"))
        try sync.capture(.text("beta"))
        XCTAssertEqual(remote.entries.count, 2)
    }

    func testDuplicateCaptureUploadsCanonicalEntry() throws {
        let sync = ClipSync(db: db, remote: remote)
        try sync.capture(.text("meeting at 14:30"))
        try sync.capture(.text("meeting at 14:30"))
        XCTAssertEqual(db.rows.count, 1)
        XCTAssertEqual(Set(remote.entries.map(\.id)).count, 1, "remote entries for one deduplicated clip")
    }
}
