import CoreData
import XCTest
@testable import Tillpoint

final class RecentSalesStoreTests: XCTestCase {

    private var storage: InMemoryStorageManager!

    override func setUp() {
        super.setUp()
        storage = InMemoryStorageManager()   // fresh NSPersistentContainer per test
    }

    override func tearDown() {
        storage = nil
        super.tearDown()
    }

    func test_recently_sold_products_are_sorted_by_paid_date() throws {
        let store = RecentSalesStore(storage: storage)
        storage.insertCompletedOrder(siteID: 42, paidAt: .init(timeIntervalSince1970: 100), productIDs: [7])
        storage.insertCompletedOrder(siteID: 42, paidAt: .init(timeIntervalSince1970: 300), productIDs: [9])
        let products = try store.recentlySoldProducts(siteID: 42)
        XCTAssertEqual(products.map(\.productID), [9, 7])
    }
}
