import XCTest
@testable import Orchard

final class IngredientScalerTests: XCTestCase {
    func testDoublesWholeQuantities() {
        XCTAssertEqual(IngredientScaler.scale("2 eggs", by: 2), "4 eggs")
    }

    func testScalesFractions() {
        XCTAssertEqual(IngredientScaler.scale("¾ cup milk", by: 2), "1½ cups milk")
    }
}
