import XCTest
@testable import LeaderboardWidgetExtension

final class LeaderboardProviderTests: XCTestCase {
    func testProviderReadsSharedStandings() throws {
        // The app target writes standings.json into the shared container before the test runs (ci/seed-standings.sh).
        let store = SharedStandingsStore(bundle: .main)
        let standings = try store.load()
        XCTAssertEqual(standings.first?.team, "Harbor Hawks")
    }
}
