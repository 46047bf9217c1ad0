import XCTest
@testable import RecipeBox

final class IngredientScalerTests: XCTestCase {
    func testDoublesWholeQuantities() {
        XCTAssertEqual(IngredientScaler(factor: 2).scale("2 eggs"), "4 eggs")
    }

    func testHalvesFractionalQuantities() {
        XCTAssertEqual(IngredientScaler(factor: 0.5).scale("⅔ cup milk"), "⅓ cup milk")
    }
}
