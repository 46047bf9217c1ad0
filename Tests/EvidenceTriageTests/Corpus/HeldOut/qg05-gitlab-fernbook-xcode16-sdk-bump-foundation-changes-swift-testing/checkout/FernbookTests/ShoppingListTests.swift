import Testing
@testable import Fernbook

@Suite struct ShoppingListTests {
    @Test func mergesDuplicateIngredients() {
        let merged = ShoppingList.merge([
            Ingredient(name: "egg", quantity: 4, unit: "pc"),
            Ingredient(name: "egg", quantity: 2, unit: "pc"),
        ])
        #expect(merged == [Ingredient(name: "egg", quantity: 6, unit: "pc")])
    }
}
