import CoreData
import XCTest
@testable import Ledgerly

final class ReceiptStoreTests: XCTestCase {
    func testInsertReceiptUsesStoreEntity() throws {
        let primary = try ReceiptStore.inMemory()
        let secondary = try ReceiptStore.inMemory() // e.g. the share extension's store in the same process

        let receipt = Receipt(context: secondary.viewContext)
        receipt.merchant = "Corner Bakery"
        receipt.totalMinorUnits = 1_250

        try secondary.viewContext.save()
        XCTAssertEqual(try secondary.count(), 1)
        XCTAssertEqual(try primary.count(), 0)
    }

    func testTotalsAreSummedInMinorUnits() throws {
        let store = try ReceiptStore.inMemory()
        try store.insertFixtures([("A", 1_000), ("B", 250)])
        XCTAssertEqual(try store.totalMinorUnits(), 1_250)
    }
}
