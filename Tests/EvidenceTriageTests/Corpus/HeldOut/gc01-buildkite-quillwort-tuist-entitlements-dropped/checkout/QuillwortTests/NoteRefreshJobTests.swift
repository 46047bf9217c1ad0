import XCTest
@testable import Quillwort

private struct StubFeed: NoteFeed {
    let notes: [NoteSummary]
    func recentNotes(limit: Int) async throws -> [NoteSummary] { Array(notes.prefix(limit)) }
}

final class NoteRefreshJobTests: XCTestCase {
    func testRefreshWritesSnapshotForWidget() async throws {
        let feed = StubFeed(notes: [NoteSummary(id: "n1", title: "Groceries", updatedAt: Date())])
        let job = NoteRefreshJob(feed: feed)
        try await job.run()
        let snapshot = try SharedContainer.url()
            .appendingPathComponent("Widgets/\(WidgetSnapshotWriter.fileName)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: snapshot.path))
    }

    func testCancelledRefreshDoesNotWriteSnapshot() async throws {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let feed = StubFeed(notes: [NoteSummary(id: "n1", title: "Groceries", updatedAt: Date())])
        let job = NoteRefreshJob(feed: feed, snapshots: WidgetSnapshotWriter(containerURL: { temp }))
        job.cancel()
        do {
            try await job.run()
            XCTFail("expected cancellation")
        } catch is CancellationError {}
        XCTAssertFalse(FileManager.default.fileExists(atPath: temp.appendingPathComponent("Widgets").path))
    }
}
