import XCTest
@testable import Sorrel

final class RecipeImportTests: XCTestCase {
    func testImportsFromShareSheetURL() async throws {
        let importer = RecipeImporter(session: .stubbed(fixture: "sorrel-soup.html"))
        let recipe = try await importer.importRecipe(from: URL(string: "https://example.org/sorrel-soup")!)
        XCTAssertEqual(recipe.ingredients.count, 7)
    }
}
