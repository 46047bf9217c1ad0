import XCTest
@testable import MarqueeTV

final class TopShelfSnapshotTests: XCTestCase {
    func testDecodesLegacySnapshot() throws {
        let data = try Fixtures.data("topshelf-snapshot-v5.json")
        XCTAssertNoThrow(try JSONDecoder().decode(TopShelfSnapshot.self, from: data))
    }

    /// The Top Shelf extension runs under a much tighter memory limit than the app;
    /// keep each section small (10 items).
    func testSnapshotCapsItemsPerSection() {
        let history = (1...48).map { TopShelfSnapshot.Item.fixture(id: "tt-\($0)") }
        let snapshot = TopShelfSnapshot.make(continueWatching: history, newEpisodes: [])
        let continueWatching = snapshot.sections[0].items

        XCTAssertLessThanOrEqual(continueWatching.count, 10, "Continue Watching section must be capped for the extension's memory budget")
    }
}
