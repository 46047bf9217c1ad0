import XCTest
@testable import Pitchside

final class FixtureDateTextTests: XCTestCase {
    func testKickoffDateForLondonMatch() {
        let fixture = Fixture(id: "f1", home: "Rovers", away: "United",
                              kickoff: Date(timeIntervalSince1970: 1_796_569_200),   // 2026-12-06 15:00 UTC
                              venueTimeZone: TimeZone(identifier: "Europe/London")!)
        XCTAssertEqual(FixtureDateText.kickoff(fixture), "Sun 6 Dec, 15:00")
    }

    func testKickoffDateForWestCoastMatch() {
        let fixture = Fixture(id: "f2", home: "Harbor FC", away: "Rovers",
                              kickoff: Date(timeIntervalSince1970: 1_796_599_800),   // 2026-12-06 23:30 UTC
                              venueTimeZone: TimeZone(identifier: "America/Los_Angeles")!)
        XCTAssertEqual(FixtureDateText.kickoff(fixture), "Sun 6 Dec, 15:30")
    }
}
