import Testing
@testable import Fenlow

struct ShoppingListMergeTests {
    @Test func mergeCombinesDuplicateUnits() {
        let merged = ShoppingList.merge([.init("milk", 250, .millilitre), .init("milk", 1, .litre)])
        #expect(merged == [.init("milk", 1250, .millilitre)])
    }
}
