import XCTest
@testable import Hobnail

final class DockAvailabilityParserTests: XCTestCase {
    private let entry: [String: Any] = [
        "station_id": "hb-0142",
        "num_bikes_available": 7,
        "num_docks_available": 5,
        "vehicle_types_available": [
            ["vehicle_type_id": "classic", "count": 4],
            ["vehicle_type_id": "ebike", "count": 3],
        ],
    ]

    func testParsesFreeSlots() {
        XCTAssertEqual(DockAvailabilityParser.parse(entry)?.freeSlots, 5)
    }

    func testParsesEBikeCount() {
        let dock = DockAvailabilityParser.parse(entry)
        XCTAssertEqual(dock?.eBikes, 3)
        XCTAssertEqual(dock?.classicBikes, 4, "num_bikes_available counts every bike, e-bikes included")
    }
}
