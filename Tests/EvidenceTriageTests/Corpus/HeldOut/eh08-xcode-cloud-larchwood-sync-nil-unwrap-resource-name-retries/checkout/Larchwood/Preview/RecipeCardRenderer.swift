import Foundation

enum RecipeCardRenderer {
    /// The HTML template shipped in the app bundle under RecipeCard/.
    static func templateURL(in bundle: Bundle = .main) -> URL? {
        bundle.url(forResource: "RecipeCards", withExtension: nil)?
            .appendingPathComponent("index.html")
    }
}
