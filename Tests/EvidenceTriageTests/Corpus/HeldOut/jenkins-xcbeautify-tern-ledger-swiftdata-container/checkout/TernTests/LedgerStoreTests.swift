import XCTest
import SwiftData
@testable import Tern

@MainActor
final class LedgerStoreTests: XCTestCase {
    private var context: ModelContext!

    override func setUp() {
        super.setUp()
        context = testContainer.mainContext
    }

    func testInsertedEntryIsFetched() throws {
        let entry = LedgerEntry(amount: Decimal(string: "12.50")!, memo: "Coffee beans")
        context.insert(entry)

        let fetched = try context.fetch(FetchDescriptor<LedgerEntry>())
        XCTAssertEqual(fetched.map(\.memo), ["Coffee beans"])
    }

    func testDeletingEntryUpdatesBalance() throws {
        let account = Account(name: "Everyday")
        context.insert(account)
        let entry = LedgerEntry(amount: 40, memo: "Groceries", account: account)
        context.insert(entry)

        context.delete(entry)
        try context.save()

        XCTAssertEqual(LedgerStore(context: context).balance(of: account), 0)
    }
}
