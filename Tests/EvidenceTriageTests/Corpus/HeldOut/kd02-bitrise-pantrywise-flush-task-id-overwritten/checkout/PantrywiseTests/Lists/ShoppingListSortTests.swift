import XCTest
@testable import Pantrywise

final class ShoppingListSortTests: XCTestCase {
    private let layout = StoreLayout(name: "Corner Market", aisleOrder: ["Produce", "Bakery", "Dairy"])

    func testAislesSortByStoreLayout() {
        let sections = ["Dairy", "Produce", "Bakery"].map { ListSection(aisleName: $0, items: []) }
        let sorted = AisleSorter(layout: layout).sortedSections(sections).map(\.aisleName)
        XCTAssertEqual(sorted, ["Produce", "Bakery", "Dairy"])
    }

    func testCheckedItemsSinkToBottom() {
        var section = ListSection(aisleName: "Produce", items: [.init(name: "Leeks", checked: true), .init(name: "Basil", checked: false)])
        section.sinkCheckedItems()
        XCTAssertEqual(section.items.map(\.name), ["Basil", "Leeks"])
    }
}
