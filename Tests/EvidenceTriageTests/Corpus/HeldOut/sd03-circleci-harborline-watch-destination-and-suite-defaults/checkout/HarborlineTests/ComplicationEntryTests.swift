import XCTest
@testable import Harborline

final class ComplicationEntryTests: XCTestCase {
    func testNextTideEntryUsesStationTimeZone() {
        let station = Station(id: "NZ-0042", timeZone: TimeZone(identifier: "Pacific/Auckland")!)
        let tide = TideRow(time: Fixtures.date("2026-09-18T20:05:00Z"), kind: .high, heightMetres: 2.6)
        let entry = ComplicationEntry(station: station, next: tide)
        XCTAssertEqual(entry.timeText, "08:05")
    }
}
