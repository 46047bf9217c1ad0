import Testing
@testable import Kiln

@Suite("Recipe scaling")
struct RecipeScalingTests {
    @Test("Doubling keeps units")
    func doublingKeepsUnits() {
        let scaled = Fixtures.sourdough.scaled(by: 2)
        #expect(scaled.ingredient("flour")?.unit == .grams)
    }

    @Test("Halving rounds eggs up", arguments: [3, 5])
    func halvingRoundsEggsUp(eggs: Int) {
        let scaled = Fixtures.omelette(eggs: eggs).scaled(by: 0.5)
        #expect(scaled.ingredient("egg")?.quantity == Double((eggs + 1) / 2))
    }
}
