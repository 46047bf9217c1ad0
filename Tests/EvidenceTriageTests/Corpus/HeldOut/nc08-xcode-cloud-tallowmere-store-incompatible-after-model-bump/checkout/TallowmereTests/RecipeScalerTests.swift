import XCTest
@testable import Tallowmere

final class RecipeScalerTests: XCTestCase {
    func testScalesFractionsToNearestEighth() {
        let scaled = RecipeScaler(servings: 4, to: 5).scale(Ingredient(amount: 1.125, unit: .cup, name: "flour"))
        XCTAssertEqual(scaled.displayAmount, "1 3/8 cup")
    }
}
