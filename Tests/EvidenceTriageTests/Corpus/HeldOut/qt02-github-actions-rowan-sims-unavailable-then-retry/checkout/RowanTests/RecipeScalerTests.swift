import XCTest
@testable import Rowan

final class RecipeScalerTests: XCTestCase {
    func testScalesFractionalCups() {
        let scaled = RecipeScaler().scale(Quantity(amount: 0.75, unit: .cup), servingsFrom: 4, to: 6)
        XCTAssertEqual(scaled.display, "1 1/8 cups")
    }

    func testScalesGramsLinearly() {
        let scaled = RecipeScaler().scale(Quantity(amount: 200, unit: .gram), servingsFrom: 2, to: 3)
        XCTAssertEqual(scaled.display, "300 g")
    }
}
