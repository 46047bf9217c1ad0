import Testing
import Foundation
@testable import Larder

@Suite struct InventoryMergeTests {
    @Test func mergeKeepsNewestQuantity() {
        let older = PantryItem(sku: "oats-1kg", quantity: 2, updatedAt: Date(timeIntervalSince1970: 1_780_000_000))
        let newest = PantryItem(sku: "oats-1kg", quantity: 5, updatedAt: Date(timeIntervalSince1970: 1_780_000_900))
        let merged = InventoryMerge.merge(local: newest, remote: older)
        #expect(merged.quantity == newest.quantity)
    }
}
