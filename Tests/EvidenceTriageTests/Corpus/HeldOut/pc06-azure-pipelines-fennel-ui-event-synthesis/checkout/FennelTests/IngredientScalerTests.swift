import XCTest
@testable import Fennel

final class IngredientScalerTests: XCTestCase {
    func testScalingHalvesFractions() {
        let scaled = IngredientScaler().scale(Ingredient(name: "flour", quantity: "3/4", unit: "cup"), by: 0.5)
        XCTAssertEqual(scaled.quantity, "3/8")
    }
}
