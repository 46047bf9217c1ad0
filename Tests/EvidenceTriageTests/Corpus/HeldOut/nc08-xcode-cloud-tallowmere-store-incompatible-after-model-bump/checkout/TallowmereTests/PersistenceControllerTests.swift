import XCTest
import CoreData
@testable import Tallowmere

final class PersistenceControllerTests: XCTestCase {
    func testLoadsSharedStore() throws {
        let controller = PersistenceController.shared
        let request = Recipe.fetchRequest()
        XCTAssertNoThrow(try controller.container.viewContext.count(for: request))
    }

    func testInMemoryStoreSeedsSampleRecipes() throws {
        let controller = PersistenceController(inMemory: true)
        let count = try controller.container.viewContext.count(for: Recipe.fetchRequest())
        XCTAssertEqual(count, 6)
    }
}
