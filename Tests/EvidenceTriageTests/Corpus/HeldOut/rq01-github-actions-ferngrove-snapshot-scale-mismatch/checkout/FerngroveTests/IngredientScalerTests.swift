import XCTest
@testable import Ferngrove

final class IngredientScalerTests: XCTestCase {
    let scaler = IngredientScaler()

    func testDoublesWholeQuantities() {
        let scaled = scaler.scale(Ingredient(name: "eggs", quantity: 2, unit: .piece), by: 2)
        XCTAssertEqual(scaled.displayQuantity, "4")
    }

    func testHalvesFractionalQuantities() {
        let scaled = scaler.scale(Ingredient(name: "butter", quantity: 0.75, unit: .cup), by: 0.5)
        XCTAssertEqual(scaled.displayQuantity, "\u{215C} cup")
    }
}
