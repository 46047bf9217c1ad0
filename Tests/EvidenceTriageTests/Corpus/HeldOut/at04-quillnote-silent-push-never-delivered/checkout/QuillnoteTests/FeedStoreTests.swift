import XCTest
@testable import Quillnote

final class FeedStoreTests: XCTestCase {
    func testMergeKeepsNewestRevision() throws {
        let store = FeedStore(inMemory: true)
        try store.upsert(Note(id: "N-1", revision: 7, body: "new"))
        try store.upsert(Note(id: "N-1", revision: 5, body: "old"))
        XCTAssertEqual(try store.note(id: "N-1")?.revision, 7)
    }
}
