import XCTest
import CoreData
@testable import SableLedger

final class EntryStoreTests: XCTestCase {
    var stack: CoreDataStack!

    override func setUpWithError() throws {
        stack = try CoreDataStack.inMemory(modelName: "Ledger")
    }

    func testInsertEntryPersists() throws {
        let entry = Entry(context: stack.viewContext)
        entry.amountMinor = 12_50
        entry.memo = "Ferry"
        try stack.viewContext.save()
        XCTAssertEqual(try stack.viewContext.count(for: Entry.fetchRequest()), 1)
    }

    func testFetchByMonthUsesPredicate() throws {
        let request = EntryQueries.month(2026, 8)
        XCTAssertEqual(request.predicate?.predicateFormat, "bookedOn >= CAST(775699200.000000, \"NSDate\") AND bookedOn < CAST(778377600.000000, \"NSDate\")")
    }
}
