import XCTest
import CoreData
@testable import Tallowmere

final class InventoryStackTests: XCTestCase {
    func testStackAcceptsPrebuiltModel() throws {
        let model = NSManagedObjectModel.mergedModel(from: [Bundle(for: InventoryStack.self)])!
        let stack = try InventoryStack(model: model, storeType: NSInMemoryStoreType)
        XCTAssertEqual(stack.container.managedObjectModel.entities.count, 4)
    }
}
