import XCTest
import CoreData
@testable import QuaysideKit

final class StopsStoreTests: XCTestCase {
    /// The model moved from the app target into QuaysideKit in this branch;
    /// PersistenceController looks it up in QuaysideKit's bundle.
    func testStoreLoadsBundledModel() throws {



        let controller = PersistenceController(inMemory: true)
        let store = StopsStore(container: controller.container)
        XCTAssertEqual(try store.count(), 0)
        XCTAssertNotNil(controller.container.managedObjectModel.entitiesByName["Stop"])
    }
}
