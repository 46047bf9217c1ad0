import CoreData
import XCTest
@testable import PantryPal

/// Drives the upload-flush job directly (no BGTaskScheduler involved).
final class UploadFlushTaskTests: XCTestCase {
    func testFlushSendsQueuedPhotos() throws {
        let store = PendingUploadStore.inMemoryForTesting()
        try store.enqueue(photoID: UUID(), recipeID: UUID())
        let uploader = FakeReceiptUploader()
        let done = expectation(description: "flush finished")
        UploadFlushTask(store: store, uploader: uploader).run { success in
            XCTAssertTrue(success)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(uploader.sentCount, 1)
    }

    func testFlushWhenStoreFailedToLoadFinishesTask() {
        // The store file cannot be opened (same state as a full disk on a user's phone).
        let container = NSPersistentContainer(name: "PantryPal", managedObjectModel: .pantryPal)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null/locked/PantryPal.sqlite"))]
        let store = PendingUploadStore(container: container)
        XCTAssertNotNil(store.loadError)

        let done = expectation(description: "flush reported a result instead of crashing")
        UploadFlushTask(store: store, uploader: FakeReceiptUploader()).run { success in
            XCTAssertFalse(success)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}
