import Foundation

enum RatingsCatalog {
    enum LoadError: Error { case missingResource(String) }

    /// Age ratings per region, shipped as KestrelTV/Resources/ratings.json.
    static func load(bundle: Bundle = .main) throws -> [String: [String]] {
        guard let url = bundle.url(forResource: "ratings", withExtension: "json") else {
            throw LoadError.missingResource("ratings.json")
        }
        return try JSONDecoder().decode([String: [String]].self, from: Data(contentsOf: url))
    }
}
