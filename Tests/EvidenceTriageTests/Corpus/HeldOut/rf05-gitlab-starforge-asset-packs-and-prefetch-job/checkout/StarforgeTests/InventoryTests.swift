import XCTest
@testable import Starforge

final class InventoryTests: XCTestCase {
    func testCraftingConsumesIngredients() throws {
        var inv = Inventory(items: ["iron": 5, "crystal": 2])
        try inv.craft(.plasmaBlade)   // 3 iron + 1 crystal
        XCTAssertEqual(inv.items["iron"], 2)
        XCTAssertEqual(inv.items["crystal"], 1)
    }
}
