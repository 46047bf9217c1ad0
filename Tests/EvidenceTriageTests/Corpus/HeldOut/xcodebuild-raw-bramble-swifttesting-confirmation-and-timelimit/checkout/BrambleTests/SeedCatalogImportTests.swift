import Foundation
import Testing
@testable import Bramble

@Suite struct SeedCatalogImportTests {
    @Test(.timeLimit(.minutes(1)))
    func importsLargeCatalog() async throws {
        let store = try SeedStore.temporary()
        try await SeedCatalogImporter(store: store).importCatalog(Fixture.url("seed-catalog-2026.csv"))
        #expect(try store.count() == 18_204)
    }
}
