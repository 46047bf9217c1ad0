import CoreData
import XCTest
@testable import Orchard

final class StockSyncCoordinatorTests: XCTestCase {
    private var persistence: PersistenceController!

    override func setUp() {
        super.setUp()
        persistence = PersistenceController(inMemory: true)
    }

    func testImportUpdatesQuantities() {
        let done = expectation(description: "import")
        let supplier = persistence.syncContext.performAndWait { Supplier.insert(in: persistence.syncContext, name: "Greenfield Farm") }
        StockSyncCoordinator(persistence: persistence).importDelta(.fixture(skus: 2), supplier: supplier) { done.fulfill() }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(Item.count(in: persistence.viewContext), 2)
    }

    func testImportLinksItemsToExistingSupplier() {
        let done = expectation(description: "import")
        // Fixture built straight on the sync context from the test's (main) thread.
        let supplier = Supplier.insert(in: persistence.syncContext, name: "Greenfield Farm")
        supplier.leadTimeDays = 3
        StockSyncCoordinator(persistence: persistence).importDelta(.fixture(skus: 3), supplier: supplier) { done.fulfill() }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(Item.count(in: persistence.viewContext, supplierName: "Greenfield Farm"), 3)
    }
}
