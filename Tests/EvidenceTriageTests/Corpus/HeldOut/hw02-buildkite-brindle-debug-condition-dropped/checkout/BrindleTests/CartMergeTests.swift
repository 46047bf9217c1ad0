import XCTest
@testable import Brindle

final class CartMergeTests: XCTestCase {
    private let earlier = Date(timeIntervalSince1970: 1_796_000_000)
    private let later = Date(timeIntervalSince1970: 1_796_000_900)

    func testRemoteOnlyItemsAreAdded() {
        let merged = CartMerger.merge(local: [], remote: [CartLine(itemID: "oats", quantity: 1, updatedAt: later)])
        XCTAssertEqual(merged.map(\.itemID), ["oats"])
    }

    func testMergeKeepsNewestQuantity() {
        let local = [CartLine(itemID: "eggs", quantity: 2, updatedAt: earlier)]
        let remote = [CartLine(itemID: "eggs", quantity: 5, updatedAt: later)]

        let merged = CartMerger.merge(local: local, remote: remote)

        XCTAssertEqual(merged.first?.quantity, 5, "remote edit newer than local should win")
    }
}
