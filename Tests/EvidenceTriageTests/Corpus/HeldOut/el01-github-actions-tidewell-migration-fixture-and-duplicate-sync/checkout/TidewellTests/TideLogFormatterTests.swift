import XCTest
@testable import Tidewell

final class TideLogFormatterTests: XCTestCase {
    private let cascais = TideStation(id: "PT-CAS", name: "Cascais", timeZone: TimeZone(identifier: "Europe/Lisbon")!)

    func testHighWaterLabelUsesStationTimeZone() throws {
        // 2026-07-14T05:42:00Z is 06:42 in Lisbon (WEST, UTC+1).
        let date = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-07-14T05:42:00Z"))
        let label = TideLogFormatter().highWaterLabel(at: date, station: cascais)
        XCTAssertEqual(label, "High water 06:42")
    }

    func testLabelPrefix() {
        XCTAssertTrue(TideLogFormatter().highWaterLabel(at: .now, station: cascais).hasPrefix("High water "))
    }
}
