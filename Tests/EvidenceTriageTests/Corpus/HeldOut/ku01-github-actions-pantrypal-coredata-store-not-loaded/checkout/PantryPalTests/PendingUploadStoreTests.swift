import CoreData
import XCTest
@testable import PantryPal

final class PendingUploadStoreTests: XCTestCase {
    private func makeStore() -> PendingUploadStore {
        let container = NSPersistentContainer(name: "PantryPal", managedObjectModel: .pantryPal)
        let description = NSPersistentStoreDescription()
        description.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [description]
        return PendingUploadStore(container: container)
    }

    func testEnqueueKeepsQueueOrder() throws {
        let store = makeStore()
        try store.enqueue(photoID: UUID(), recipeID: UUID())
        try store.enqueue(photoID: UUID(), recipeID: UUID())
        XCTAssertEqual(try store.count(), 2)
    }

    func testPurgeRemovesAllUploads() throws {
        let store = makeStore()
        try store.enqueue(photoID: UUID(), recipeID: UUID())
        try store.purgeAll()
        XCTAssertEqual(try store.count(), 0)
    }
}
