import XCTest
@testable import SaltmarshKit

final class StationCatalogTests: XCTestCase {
    func testLoadsBundledCatalog() throws {
        let stations = try StationCatalog.bundled()
        XCTAssertGreaterThan(stations.count, 100)
    }
}
