import XCTest
@testable import AshgroveKit

final class SpeciesCatalogTests: XCTestCase {
    func testLoadsBundledCatalog() throws {
        let catalog = try SpeciesCatalog.bundled()
        XCTAssertGreaterThan(catalog.species.count, 600)
        XCTAssertEqual(catalog.version, "2026.10")
    }
}
