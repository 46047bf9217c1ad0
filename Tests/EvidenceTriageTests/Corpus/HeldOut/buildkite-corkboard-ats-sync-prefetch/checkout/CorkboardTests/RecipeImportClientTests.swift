import XCTest
@testable import Corkboard

/// Talks to the CI mock API container (mock-api.ci.corkboard.dev:8089, plain HTTP).
final class RecipeImportClientTests: XCTestCase {

    func testImportsRecipeFromStagingMock() async throws {
        let client = RecipeImportClient()
        var imported: Recipe?
        do {
            imported = try await client.importRecipe(id: "4711")
        } catch {
            XCTFail("import threw \(error)")
        }
        XCTAssertEqual(imported?.title, "Lemon Drizzle Traybake")
    }

    func testRejectsMalformedRecipeJSON() throws {
        XCTAssertThrowsError(try JSONDecoder.corkboard.decode(Recipe.self, from: Data("{\"title\":1}".utf8)))
    }
}
