import Testing
import Foundation
@testable import Brindle

@Suite struct RecipeImportTests {
    @Test("Imports servings from JSON-LD recipeYield") func importsServingsFromJSONLD() throws {
        let json = #"{"@type":"Recipe","name":"Dal","recipeYield":"4 servings"}"#
        let recipe = try RecipeImporter().importJSONLD(Data(json.utf8))
        #expect(recipe.servings == 4)
    }
}
