import CoreData
import XCTest
@testable import Wayfarer

/// The catalog import runs from the `app.wayfarer.atlas.catalog-refresh`
/// BGProcessingTask and from pull-to-refresh; downloads finish on their
/// own URLSession delegate queue. Both write to the same store.
final class CatalogImportTests: XCTestCase {
    private var database: Database!

    override func setUpWithError() throws {
        database = try Database(storeURL: TestStore.freshURL())
    }

    func testImportInsertsCategories() async throws {
        try await CatalogImporter(database: database).importCategories(from: .fixture("catalog-12.json"))
        XCTAssertEqual(try database.viewContext.count(for: Category.fetchRequest()), 12)
    }

    func testImportWhileDownloadCompletes() async throws {
        let importer = CatalogImporter(database: database)
        let downloads = DownloadCompletionHandler(database: database)
        async let imported: Void = importer.importCategories(from: .fixture("catalog-12.json"))
        async let finished: Void = downloads.complete(.fixture("wikivoyage_en_2026-11.zim"))
        _ = try await (imported, finished)
        XCTAssertEqual(try database.viewContext.count(for: ZimFile.fetchRequest()), 1)
    }

    func testDownloadCompletionUpdatesCategoryCount() async throws {
        try await CatalogImporter(database: database).importCategories(from: .fixture("catalog-12.json"))
        try await DownloadCompletionHandler(database: database).complete(.fixture("wikivoyage_en_2026-11.zim"))
        let travel = try XCTUnwrap(database.viewContext.category(named: "Travel"))
        XCTAssertEqual(travel.downloadedCount, 1)
    }
}
