import XCTest
@testable import Puffin
import PuffinTides

final class TideTableTests: XCTestCase {
    func testLoadsBundledStations() throws {
        let stations = try TideStationCatalog.bundled()
        XCTAssertGreaterThan(stations.count, 400)
    }

    func testStationLookupByName() throws {
        let station = try TideStationCatalog.bundled().station(named: "Lerwick")
        XCTAssertEqual(station?.id, "GB-0281")
    }
}
