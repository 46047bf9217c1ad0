import Foundation

public struct RecipeImporter {
    public init() {}

    public func importSample(named name: String) throws -> Recipe {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Samples") else {
            throw RecipeImportError.missingSample(name)
        }
        return try parse(Data(contentsOf: url))
    }

    public func parse(_ data: Data) throws -> Recipe {
        let recipe = try JSONDecoder().decode(Recipe.self, from: data)
        guard !recipe.ingredients.isEmpty else { throw RecipeImportError.noIngredients }
        return recipe
    }
}
