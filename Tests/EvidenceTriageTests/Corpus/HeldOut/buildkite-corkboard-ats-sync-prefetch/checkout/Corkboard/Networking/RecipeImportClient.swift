import Foundation

/// Imports a recipe by ID from the Corkboard API (base URL comes from Info.plist).
final class RecipeImportClient {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession = .shared,
         baseURL: URL = URL(string: Bundle.main.object(forInfoDictionaryKey: "CorkboardAPIBaseURL") as! String)!) {
        self.session = session
        self.baseURL = baseURL
    }

    func importRecipe(id: String) async throws -> Recipe {
        let url = baseURL.appendingPathComponent("v2/recipes/\(id)")
        do {
            let (data, response) = try await session.data(from: url)
            guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
            return try JSONDecoder.corkboard.decode(Recipe.self, from: data)
        } catch {
            print("[Import] GET \(url.absoluteString) failed: \(error as NSError)")
            throw error
        }
    }
}
