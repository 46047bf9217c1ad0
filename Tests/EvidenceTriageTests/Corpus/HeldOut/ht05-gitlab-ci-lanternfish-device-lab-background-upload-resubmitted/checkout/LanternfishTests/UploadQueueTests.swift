import XCTest
@testable import Lanternfish

final class UploadQueueTests: XCTestCase {
    func testEnqueueCreatesOneUploadTask() {
        let session = FakeBackgroundSession()
        UploadQueue(session: session, store: .inMemory()).enqueue(.fixture(id: "book-1"))
        XCTAssertEqual(session.created.count, 1)
    }

    func testItemMarkedSyncedOnlyAfterUploadCompletes() {
        let session = FakeBackgroundSession()
        let store = UploadJobStore.inMemory()
        let queue = UploadQueue(session: session, store: store)

        queue.enqueue(.fixture(id: "book-2"))

        XCTAssertFalse(store.isSynced("book-2"), "item was marked synced before its upload finished")
        session.complete(taskDescription: "book-2", statusCode: 201)
        XCTAssertTrue(store.isSynced("book-2"))
    }
}
