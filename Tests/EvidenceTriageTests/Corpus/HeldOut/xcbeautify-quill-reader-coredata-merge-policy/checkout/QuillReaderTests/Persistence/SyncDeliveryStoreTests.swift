import CoreData
import XCTest
@testable import QuillReader

final class SyncDeliveryStoreTests: XCTestCase {
    private var container: NSPersistentContainer!
    private var store: SyncDeliveryStore!

    override func setUpWithError() throws {
        container = try PersistenceController.makeContainer(inMemory: true)
        store = SyncDeliveryStore(context: container.viewContext)
    }

    func testInsertsDelivery() throws {
        try store.recordDelivery(articleID: "a-1", backendID: "b-77")
        XCTAssertEqual(try store.deliveryCount(articleID: "a-1"), 1)
    }

    func testRetriedDeliveryDedupesRow() throws {
        try store.recordDelivery(articleID: "a-1", backendID: "b-77")
        // The background sync retries after a network failure and records the same delivery again.
        XCTAssertNoThrow(try store.recordDelivery(articleID: "a-1", backendID: "b-77"))
        XCTAssertEqual(try store.deliveryCount(articleID: "a-1"), 1)
    }

    func testLaterSaveSucceedsAfterDuplicate() throws {
        try store.recordDelivery(articleID: "a-1", backendID: "b-77")
        _ = try? store.recordDelivery(articleID: "a-1", backendID: "b-77")
        _ = try? store.recordDelivery(articleID: "a-2", backendID: "b-78")
        XCTAssertEqual(try store.deliveryCount(articleID: "a-2"), 1, "an unrelated save after a duplicate must still persist")
    }
}
