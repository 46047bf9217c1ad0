import XCTest
@testable import Wayfarer

final class DepartureTimeTests: XCTestCase {
    // 2026-03-30 21:40 UTC
    let departure = Date(timeIntervalSince1970: 1_774_906_800)

    func testMorningDepartureLabel() {
        XCTAssertEqual(DepartureLabel.part(of: Date(timeIntervalSince1970: 1_774_857_600)), .morning)
    }

    func testEveningDepartureLabel() {
        let label = DepartureLabel.text(for: departure)
        XCTAssertEqual(label, "Departs 5:40 PM · evening")
    }
}
