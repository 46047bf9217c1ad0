import XCTest
@testable import BrambleKit

final class CatalogImportTests: XCTestCase {
    func testImportsSeedCatalog() throws {
        let seed = try Fixtures.seedCatalogURL()
        let library = try Library.inMemory()
        let report = try CatalogImporter(library: library).importCatalog(at: seed)
        XCTAssertEqual(report.imported, 1_240)
    }

    func testImportSkipsDuplicateISBNs() throws {
        let seed = try Fixtures.seedCatalogURL()
        let library = try Library.inMemory()
        let importer = CatalogImporter(library: library)
        _ = try importer.importCatalog(at: seed)
        let second = try importer.importCatalog(at: seed)
        XCTAssertEqual(second.imported, 0)
        XCTAssertEqual(second.skippedDuplicates, 1_240)
    }

    func testRejectsCatalogWithoutISBNColumn() {
        XCTAssertThrowsError(try CatalogImporter(library: .inMemory()).importCatalog(csv: "title,author\nDune,Herbert"))
    }
}
