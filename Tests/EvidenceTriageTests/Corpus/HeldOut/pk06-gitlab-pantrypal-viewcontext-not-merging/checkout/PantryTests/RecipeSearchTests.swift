import XCTest
@testable import PantryKit

final class RecipeSearchTests: XCTestCase {
    func testSearchIsDiacriticInsensitive() async {
        let results = await RecipeSearch(index: .sample).query("creme brulee")
        XCTAssertEqual(results.first?.title, "Crème brûlée")
    }
}
