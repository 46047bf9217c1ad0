import XCTest
import CoreData
@testable import Lanternfish

final class TimeEntryStoreTests: XCTestCase {
    func testLoadsModelFromTestBundle() throws {
        let bundle = Bundle(for: TimeEntryStoreTests.self)
        let url = bundle.url(forResource: "Lanternfish", withExtension: "momd")
        XCTAssertNotNil(url, "Lanternfish.momd not found in the test bundle")
        let model = url.flatMap(NSManagedObjectModel.init(contentsOf:))
        XCTAssertNotNil(model)
    }

    func testInsertsEntry() throws {
        let stack = try CoreDataStack.inMemory()
        try stack.insertEntry(minutes: 25, project: nil)
        XCTAssertEqual(try stack.entryCount(), 1)
    }
}
