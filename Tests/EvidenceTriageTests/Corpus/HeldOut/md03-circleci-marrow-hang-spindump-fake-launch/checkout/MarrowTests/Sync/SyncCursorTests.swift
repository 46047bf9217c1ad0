import XCTest
@testable import Marrow

final class SyncCursorTests: XCTestCase {
    func testCursorNotAdvancedWhenWriteFails() async throws {
        let db = FailingNoteDatabase(failOnWrite: 2)
        let job = NoteSyncJob(client: StubSyncClient(pages: [.page1, .page2]), database: db)
        _ = try? await job.run()
        XCTAssertEqual(db.committedCursor, "page-1")
    }
}
