import XCTest
import Shared
@testable import iosApp

final class TideTableTests: XCTestCase {
    func testHighTideUsesStationTimeZone() {
        let station = TideStation(id: "9414290", timeZone: TimeZone(identifier: "America/Los_Angeles")!)
        let row = TideRowFormatter(deviceTimeZone: TimeZone(identifier: "Europe/Berlin")!)
            .format(TideEvent(kind: .high, utc: "2026-04-02T16:41:00Z"), at: station)
        XCTAssertEqual(row, "High 9:41 AM")
    }
}
