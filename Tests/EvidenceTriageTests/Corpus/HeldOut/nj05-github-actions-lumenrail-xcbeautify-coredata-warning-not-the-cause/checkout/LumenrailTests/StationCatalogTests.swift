import XCTest
@testable import Lumenrail

final class StationCatalogTests: XCTestCase {
    func testLoadsBundledStations() throws {
        let catalog = try StationCatalog.loadBundled(in: .main)
        XCTAssertEqual(catalog.stations.count, 212)
    }
}
