import XCTest
@testable import Ferrous

final class ReindexJobTests: XCTestCase {
    func testReindexWritesCursorLast() throws {
        let index = SpySearchIndex()
        try ReindexJob(store: .fixture(count: 3), index: index).run(resumingFrom: nil)
        XCTAssertEqual(index.events.last, .commit(cursor: 3))
    }

    /// 7 documents, 3 already committed before an expiration: a resumed run must index 4.
    func testResumeSkipsAlreadyIndexedDocs() throws {
        let index = SpySearchIndex(committedCursor: 3)
        let job = ReindexJob(store: .fixture(count: 7), index: index)
        try job.run(resumingFrom: 3)


        XCTAssertEqual(job.indexedCount, 4, "documents indexed on resume")
    }

    /// A note deleted while the job runs must be skipped, not crash the job.
    func testReindexHandlesDeletedDocument() throws {
        let store = NoteStore.fixture(count: 5)
        store.deleteBodyOnNextList(id: 2)
        let job = ReindexJob(store: store, index: SpySearchIndex())
        try job.run(resumingFrom: nil)
        XCTAssertEqual(job.indexedCount, 4)
    }
}
