import XCTest
@testable import Tallyho

final class FixtureRowViewModelTests: XCTestCase {
    func testKickoffShowsVenueLocalTime() {
        // 19:45 UTC at Allianz Arena (Europe/Berlin, UTC+1 in February)
        let fixture = Fixture.fixture(kickoff: "2026-02-21T19:45:00Z", venueTimeZone: "Europe/Berlin")
        XCTAssertEqual(FixtureRowViewModel(fixture: fixture).kickoff, "20:45")
    }
}
