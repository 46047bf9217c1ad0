import Testing
@testable import Brindle

@Suite struct ShoppingListTests {
    @Test func mergesDuplicateIngredients() {
        let list = ShoppingList(items: [
            .init(name: "Onion", quantity: 1, unit: .piece),
            .init(name: "onion", quantity: 2, unit: .piece),
        ])
        #expect(list.merged().map(\.quantity) == [3])
    }

    @Test func keepsDifferentUnitsApart() {
        let list = ShoppingList(items: [.init(name: "Milk", quantity: 1, unit: .litre), .init(name: "Milk", quantity: 200, unit: .millilitre)])
        #expect(list.merged().count == 2)
    }
}
