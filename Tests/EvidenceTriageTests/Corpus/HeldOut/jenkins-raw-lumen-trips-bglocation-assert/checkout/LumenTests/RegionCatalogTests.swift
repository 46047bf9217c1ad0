import XCTest
@testable import Lumen

final class RegionCatalogTests: XCTestCase {
    func testBundledGeofencesLoad() throws {
        let url = try XCTUnwrap(Bundle.main.url(forResource: "regions", withExtension: "geojson"),
                                "regions.geojson is not in the app bundle")
        let catalog = try RegionCatalog(contentsOf: url)
        XCTAssertEqual(catalog.regions.count, 14)
    }

    func testCatalogRejectsOverlappingIdentifiers() {
        XCTAssertThrowsError(try RegionCatalog(data: Data(RegionCatalog.duplicateFixture.utf8)))
    }
}
