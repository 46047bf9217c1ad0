import XCTest
import CoreData
@testable import Tallyho

final class LedgerStoreTests: XCTestCase {
    var store: LedgerStore!

    override func setUpWithError() throws {
        store = try LedgerStore.makeDefault()
    }

    func testInsertedEntryIsFetchable() throws {
        let ctx = store.container.viewContext
        let entry = LedgerEntry(context: ctx)
        entry.amountMinor = 1250
        entry.memo = "Coffee beans"
        try ctx.save()
        let fetched = try ctx.fetch(LedgerEntry.fetchRequest())
        XCTAssertEqual(fetched.count, 1)
    }

    func testCommentThreadsSurviveReload() throws {
        try store.reload()
        XCTAssertNotNil(store.container.persistentStoreCoordinator.persistentStores.first)
    }
}
