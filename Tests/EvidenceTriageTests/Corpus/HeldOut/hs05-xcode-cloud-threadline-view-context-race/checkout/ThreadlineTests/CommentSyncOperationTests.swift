import CoreData
import XCTest
@testable import Threadline

final class CommentSyncOperationTests: XCTestCase {
    private var persistence: Persistence!

    override func setUp() {
        persistence = Persistence(inMemory: true)
    }

    func testImportsWatchedThreadsConcurrently() async throws {
        // What the comments-refresh task does for a user watching many threads.
        let ids = (1...8).map { "t-\($0)" }
        let api = StubCommentsAPI(pages: Dictionary(uniqueKeysWithValues: ids.map { ($0, .fixture(count: 25)) }),
                                  watched: ids)
        let coordinator = SyncCoordinator(persistence: persistence, api: api)

        await coordinator.importWatchedThreadsConcurrently()

        XCTAssertEqual(try persistence.viewContext.count(for: Comment.fetchRequest()), 200)
    }

    func testRedeliveredCommentUpdatesExistingRow() async throws {
        let api = StubCommentsAPI(pages: ["t-7": .fixture(count: 1, editedBody: "edited")])
        let coordinator = SyncCoordinator(persistence: persistence, api: api)
        _ = await coordinator.importThread("t-7")
        _ = await coordinator.importThread("t-7")
        XCTAssertEqual(try persistence.viewContext.count(for: Comment.fetchRequest()), 1)
    }

    func testSkipsThreadsTheServerDeleted() async throws {
        let api = StubCommentsAPI(pages: [:], deleted: ["t-9"])
        let coordinator = SyncCoordinator(persistence: persistence, api: api)
        let imported = await coordinator.importThread("t-9")
        XCTAssertEqual(imported, 0)
    }
}
