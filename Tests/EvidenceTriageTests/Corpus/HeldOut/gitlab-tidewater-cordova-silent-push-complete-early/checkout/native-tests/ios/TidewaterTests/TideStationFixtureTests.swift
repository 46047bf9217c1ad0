import XCTest
@testable import Tidewater

final class TideStationFixtureTests: XCTestCase {
    func testBundledStationsFileLoads() throws {
        let url = try XCTUnwrap(Bundle.main.url(forResource: "tide-stations", withExtension: "json"),
                                "tide-stations.json is not in the app bundle")
        let stations = try TideStationCatalog(contentsOf: url)
        XCTAssertGreaterThan(stations.count, 300)
    }
}
