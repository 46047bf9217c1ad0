import XCTest
@testable import Tidewatch

final class TideEventFormatterTests: XCTestCase {

    private let formatter = TideEventFormatter()

    func testNeapTideLabel() {
        let event = TideEvent(kind: .neapTide, date: ISO8601DateFormatter().date(from: "2021-07-24T09:10:00Z")!)
        XCTAssertEqual(formatter.milestoneLabel(for: event), "Neap tide · 7/24/21")
    }

    func testSpringTideMilestoneDateLabel() {
        // High water at Bergen, 16 July 2021, 22:41 UTC
        let event = TideEvent(kind: .springTide, date: ISO8601DateFormatter().date(from: "2021-07-16T22:41:00Z")!)
        XCTAssertEqual(formatter.milestoneLabel(for: event), "Spring tide · 7/16/21")
    }

    func testRecordHighLabel() {
        let event = TideEvent(kind: .recordHigh, date: ISO8601DateFormatter().date(from: "2021-11-02T12:00:00Z")!)
        XCTAssertEqual(formatter.milestoneLabel(for: event), "Record high · 11/2/21")
    }
}
