import XCTest
@testable import PantryPal

final class RecipeFormatterTests: XCTestCase {
    func testCookTimeUnderAnHour() {
        XCTAssertEqual(RecipeFormatter.cookTime(minutes: 45), "45 min")
    }

    func testCookTimeOverAnHour() {
        XCTAssertEqual(RecipeFormatter.cookTime(minutes: 95), "1 h 35 min")
    }

    func testServingsSingular() {
        XCTAssertEqual(RecipeFormatter.servings(1), "1 serving")
    }

    func testServingsPlural() {
        XCTAssertEqual(RecipeFormatter.servings(4), "4 servings")
    }
}
