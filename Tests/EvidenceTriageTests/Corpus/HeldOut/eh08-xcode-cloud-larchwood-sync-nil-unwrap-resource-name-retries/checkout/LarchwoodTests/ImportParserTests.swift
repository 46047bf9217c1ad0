import XCTest
@testable import Larchwood

final class ImportParserTests: XCTestCase {
    func testParsesSchemaOrgRecipe() async throws {
        let server = LocalFixtureServer(fixture: "schema-org-recipe.html")
        try await server.start()
        defer { server.stop() }
        let recipe = try await RecipeImporter(session: .shared).importRecipe(from: server.url)
        XCTAssertEqual(recipe.ingredients.count, 9)
    }
}
