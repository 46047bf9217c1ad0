import XCTest
import MarrowKit
@testable import Marrowbell

final class PantryStoreTests: XCTestCase {
    private var store: MKPantryStore!

    override func setUpWithError() throws {
        // In-memory store: nil URL.
        store = try MKPantryStore(storeURL: nil)
    }

    func testExpiringSoonSortedByDate() throws {
        let now = Date(timeIntervalSince1970: 1_795_600_000)
        try store.saveItemNamed("Yoghurt", barcode: nil, expires: now.addingTimeInterval(2 * 86_400))
        try store.saveItemNamed("Milk", barcode: nil, expires: now.addingTimeInterval(86_400))
        let names = store.items(expiringBefore: now.addingTimeInterval(3 * 86_400)).compactMap { $0.value(forKey: "name") as? String }
        XCTAssertEqual(names, ["Milk", "Yoghurt"])
    }

    func testSavesScannedItem() throws {
        try store.saveItemNamed("Oat milk", barcode: "5012345678900", expires: nil)
        XCTAssertEqual(try store.viewContext.count(for: NSFetchRequest(entityName: "PantryItem")), 1)
    }
}
