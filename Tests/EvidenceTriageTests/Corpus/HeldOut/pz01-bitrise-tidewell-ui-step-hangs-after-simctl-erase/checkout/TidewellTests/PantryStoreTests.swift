import XCTest
@testable import Tidewell

final class PantryStoreTests: XCTestCase {
    func testMergeKeepsNewestQuantity() {
        let older = PantryItem(id: "oats", quantity: 2, updatedAt: Date(timeIntervalSince1970: 100))
        let newer = PantryItem(id: "oats", quantity: 5, updatedAt: Date(timeIntervalSince1970: 200))
        let merged = PantryStore.merge(local: [newer], remote: [older])
        XCTAssertEqual(merged.first?.quantity, 5)
    }

    func testMergeAddsRemoteOnlyItems() {
        let remote = PantryItem(id: "rice", quantity: 1, updatedAt: Date(timeIntervalSince1970: 100))
        XCTAssertEqual(PantryStore.merge(local: [], remote: [remote]).count, 1)
    }
}
