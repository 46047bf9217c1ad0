import SwiftData
import XCTest
@testable import Fernbook

@MainActor
final class CatalogRefreshJobTests: XCTestCase {
    private var container: ModelContainer!

    override func setUp() async throws {
        container = try ModelContainer(for: Species.self, Plant.self,
                                       configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    func testFirstRefreshImportsCatalog() async throws {
        let job = CatalogRefreshJob(container: container, client: StubCatalogClient(count: 318))
        try await job.run()
        XCTAssertEqual(try container.mainContext.fetchCount(FetchDescriptor<Species>()), 318)
    }

    func testRefreshAfterClearKeepsFavoriteSpecies() async throws {
        try await CatalogRefreshJob(container: container, client: StubCatalogClient(count: 318)).run()
        let favorites = try container.mainContext.fetch(FetchDescriptor<Species>()).prefix(2)
        favorites.forEach { $0.isFavorite = true }
        try container.mainContext.save()

        try await CatalogRefreshJob(container: container, client: StubCatalogClient(count: 322)).run()

        let kept = try container.mainContext.fetch(FetchDescriptor<Species>(predicate: #Predicate { $0.isFavorite }))
        XCTAssertEqual(kept.map(\.remoteID).sorted(), favorites.map(\.remoteID).sorted())
    }
}
