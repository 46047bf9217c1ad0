import XCTest
@testable import Pantrie

final class RecipeScalerTests: XCTestCase {
    func testScalesFractionalCups() {
        XCTAssertEqual(RecipeScaler.scale(cups: 0.75, from: 4, to: 6), 1.13, accuracy: 0.001)
    }
}
