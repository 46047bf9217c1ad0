import XCTest
@testable import Reefline

final class TideTableViewModelTests: XCTestCase {
    private let monterey = Station(id: "9413450", name: "Monterey",
                                   timeZone: TimeZone(identifier: "America/Los_Angeles")!)

    func testHighTideLabelHasKind() {
        let vm = TideTableViewModel(station: monterey)
        let event = TideEvent(kind: .high, date: Date(timeIntervalSince1970: 0), heightMeters: 1.6)
        XCTAssertTrue(vm.label(for: event).hasPrefix("High "))
    }

    /// Tide times are printed in the station's local time, wherever the user is.
    func testLowTideLabelUsesStationTimeZone() {
        let vm = TideTableViewModel(station: monterey)
        let lowTide = ISO8601DateFormatter().date(from: "2026-03-14T14:12:00Z")!   // 07:12 PDT
        XCTAssertEqual(vm.label(for: TideEvent(kind: .low, date: lowTide, heightMeters: 0.2)), "Low 07:12")
    }
}
