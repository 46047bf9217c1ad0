import Foundation

struct RecipeImporter {
    func importJSONLD(_ data: Data) throws -> Recipe {
        let obj = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        let name = obj["name"] as? String ?? "Untitled"
        let servings = obj["recipeYield"] as? Int ?? 1
        return Recipe(name: name, servings: servings)
    }
}
