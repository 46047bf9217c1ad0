import XCTest
import CoreData
@testable import Marrow

final class LedgerSyncTests: XCTestCase {
    func testChangesInsertEntries() throws {
        let stack = CoreDataStack.inMemory()
        try LedgerSync.apply(changes: .fixture(entries: 4), in: stack.viewContext)
        let request = NSFetchRequest<NSManagedObject>(entityName: "LedgerEntry")
        let entries = try stack.viewContext.fetch(request) as! [LedgerEntry]
        XCTAssertEqual(entries.count, 4)
    }
}
