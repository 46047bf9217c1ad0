import XCTest
import CoreData
@testable import Oakhollow

final class PersistenceControllerTests: XCTestCase {
    func testUsesInMemoryStoreUnderTests() {
        let type = PersistenceController.shared.container.persistentStoreDescriptions.first?.type
        XCTAssertEqual(type, NSInMemoryStoreType)
    }
}
