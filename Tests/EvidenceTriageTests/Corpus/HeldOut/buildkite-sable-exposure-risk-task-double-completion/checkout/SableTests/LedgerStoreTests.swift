import CoreData
import XCTest
@testable import Sable

final class LedgerStoreTests: XCTestCase {
    func testBackgroundSaveVisibleInViewContext() throws {
        let stack = CoreDataStack.inMemory()
        let store = LedgerStore(stack: stack)
        store.record(ContactEntry(day: 20260811, minutes: 14))
        let request = ContactEntryMO.fetchRequest()
        XCTAssertEqual(try stack.viewContext.count(for: request), 1)
    }
}
