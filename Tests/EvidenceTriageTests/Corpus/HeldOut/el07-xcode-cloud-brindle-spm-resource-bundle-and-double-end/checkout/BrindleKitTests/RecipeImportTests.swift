import XCTest
@testable import BrindleKit

final class RecipeImportTests: XCTestCase {
    func testParsesBundledSampleRecipe() throws {
        let recipe = try RecipeImporter().importSample(named: "sourdough-basic")
        XCTAssertEqual(recipe.title, "Basic sourdough")
        XCTAssertEqual(recipe.steps.count, 9)
    }

    func testRejectsEmptyIngredientList() {
        XCTAssertThrowsError(try RecipeImporter().parse(Data(#"{"title":"x","ingredients":[],"steps":[]}"#.utf8)))
    }
}
