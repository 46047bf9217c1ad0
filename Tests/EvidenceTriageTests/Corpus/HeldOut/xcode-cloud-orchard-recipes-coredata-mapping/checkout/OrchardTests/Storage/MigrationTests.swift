import CoreData
import XCTest
@testable import Orchard

final class MigrationTests: XCTestCase {
    func testMigratingV12StoreKeepsSteps() throws {
        let store = try StoreFixture.copy("orchard-v12-five-steps.sqlite")
        let container = try OrchardPersistentContainer.migratedContainer(at: store.url, to: .v13)

        let request = NSFetchRequest<NSManagedObject>(entityName: "Step")
        let steps = try container.viewContext.fetch(request)
        XCTAssertEqual(steps.count, 5, "steps lost during V12 -> V13 migration")
    }
}
