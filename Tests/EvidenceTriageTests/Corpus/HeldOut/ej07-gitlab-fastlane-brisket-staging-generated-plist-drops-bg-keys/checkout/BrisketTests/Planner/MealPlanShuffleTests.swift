import XCTest
@testable import Brisket

final class MealPlanShuffleTests: XCTestCase {
    func testShuffleAvoidsRepeatsWithinWeek() {
        var rng = SeededGenerator(seed: 7)
        let plan = MealPlanner(recipes: Recipe.fixtures(count: 10)).week(using: &rng)
        XCTAssertEqual(Set(plan.map(\.id)).count, 7, "a recipe was planned twice in one week")
    }
}
