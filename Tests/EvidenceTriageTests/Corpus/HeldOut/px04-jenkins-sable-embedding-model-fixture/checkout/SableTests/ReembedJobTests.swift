import XCTest
@testable import Sable

final class ReembedJobTests: XCTestCase {
    func testReembedSkipsUnchangedNotes() throws {
        let store = NoteStore.inMemory(notes: 12, changedSinceLastIndex: 3)
        let embedder = CountingEmbedder()
        let job = ReembedJob(store: store, embedder: embedder, index: .inMemory(prefilledFrom: store))
        _ = try job.run()
        XCTAssertEqual(embedder.calls, 3)
    }

    func testCancelledRunLeavesNoStagingDirectory() throws {
        let index = try VectorIndex.temporary()
        let job = ReembedJob(store: .inMemory(notes: 40), embedder: CountingEmbedder(), index: index)
        var seen = 0
        _ = try job.run(isCancelled: { seen += 1; return seen > 10 })
        XCTAssertFalse(FileManager.default.fileExists(atPath: index.stagingURL.path))
    }
}
