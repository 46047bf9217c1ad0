import Foundation
import SwiftData

/// Replaces the species catalog with the server's copy. Runs from the com.fernbook.app.catalog-refresh
/// BGAppRefreshTask and from Settings ▸ "Refresh catalog".
@MainActor
final class CatalogRefreshJob {
    private let container: ModelContainer
    private let client: CatalogClient

    init(container: ModelContainer, client: CatalogClient) {
        self.container = container
        self.client = client
    }

    func run() async throws {
        let favoriteRemoteIDs = try favoriteRemoteIDs()

        let background = ModelContext(container)
        try background.delete(model: Species.self)
        try background.save()
        Log.catalog.info("[CatalogRefresh] cleared species (batch delete)")

        let fresh = try await client.fetchCatalog()
        var inserted: [String: PersistentIdentifier] = [:]
        for dto in fresh {
            let species = Species(dto)
            background.insert(species)
            inserted[dto.remoteID] = species.persistentModelID
        }
        try background.save()
        Log.catalog.info("[CatalogRefresh] imported \(fresh.count) species from \(self.client.endpoint, privacy: .public)")

        try restoreFavorites(favoriteRemoteIDs.compactMap { inserted[$0] })
    }

    private func favoriteRemoteIDs() throws -> [String] {
        let favorites = try container.mainContext.fetch(FetchDescriptor<Species>(predicate: #Predicate { $0.isFavorite }))
        return favorites.map(\.remoteID)
    }

    private func restoreFavorites(_ ids: [PersistentIdentifier]) throws {
        let main = container.mainContext
        for id in ids {
            // model(for:) hands back whatever the main context still has registered under this id.
            guard let species = main.model(for: id) as? Species else { continue }
            species.isFavorite = true
        }
        try main.save()
    }
}
