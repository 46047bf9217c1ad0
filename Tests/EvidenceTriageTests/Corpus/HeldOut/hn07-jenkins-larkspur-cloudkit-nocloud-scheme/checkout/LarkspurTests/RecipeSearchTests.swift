import XCTest
@testable import Larkspur

final class RecipeSearchTests: XCTestCase {
    func testDiacriticsAreIgnored() {
        let index = RecipeIndex(recipes: [.named("Crème brûlée")])
        XCTAssertEqual(index.search("creme").map(\.title), ["Crème brûlée"])
    }

    func testFuzzyMatchRanksTitleFirst() async {
        let index = RecipeIndex(recipes: [.named("Lemon posset", ingredients: ["lemon", "cream"]),
                                          .named("Lemon drizzle cake", ingredients: ["lemon", "flour"])])
        let results = await index.searchAsync("lemon drizle")
        XCTAssertEqual(results.map(\.title), ["Lemon drizzle cake", "Lemon posset"])
    }

    func testIngredientMatchesAfterTitle() {
        let index = RecipeIndex(recipes: [.named("Posset", ingredients: ["lemon"]), .named("Lemon tart")])
        XCTAssertEqual(index.search("lemon").map(\.title), ["Lemon tart", "Posset"])
    }
}
