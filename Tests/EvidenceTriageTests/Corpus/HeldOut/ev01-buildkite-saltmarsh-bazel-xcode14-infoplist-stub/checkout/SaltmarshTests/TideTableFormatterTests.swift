import XCTest
@testable import Saltmarsh

final class TideTableFormatterTests: XCTestCase {
    private let harwich = TideStation(id: "0129", name: "Harwich", timeZone: TimeZone(identifier: "Europe/London")!)

    func testHighWaterLabelUsesStationTimeZone() {
        // 04:12 UTC on 2 July is 05:12 BST at Harwich.
        let event = TideEvent(kind: .high, date: Date(timeIntervalSince1970: 1_656_735_120), heightMetres: 3.9)
        let formatter = TideTableFormatter(station: harwich)
        XCTAssertEqual(formatter.label(for: event), "High water 05:12")
    }

    func testHeightLabelRoundsToOneDecimal() {
        let event = TideEvent(kind: .low, date: Date(timeIntervalSince1970: 1_656_758_400), heightMetres: 0.46)
        XCTAssertEqual(TideTableFormatter(station: harwich).heightLabel(for: event), "0.5 m")
    }
}
