import XCTest
import CoreData
@testable import PantryKit

final class PantryImportJobTests: XCTestCase {
    var persistence: PersistenceController!

    override func setUp() {
        super.setUp()
        persistence = PersistenceController(inMemory: true)
    }

    func testImportedItemsVisibleInViewContext() async throws {
        let list = await PantryListViewModel(context: persistence.container.viewContext)
        try await PantryImportJob(persistence: persistence).run(items: ImportedItem.weeklyShop)
        let count = await list.items.count
        XCTAssertEqual(count, 12)
    }

    func testExpiryUpdatedAfterBackgroundImport() async throws {
        let milk = PantryItem.insert(barcode: "5000128104517", name: "Milk",
                                     expiresOn: .day("2026-04-02"), in: persistence.container.viewContext)
        try persistence.container.viewContext.save()
        try await PantryImportJob(persistence: persistence).run(items: [.milk(expiresOn: .day("2026-04-09"))])
        XCTAssertEqual(milk.expiresOn, .day("2026-04-09"))
    }
}
