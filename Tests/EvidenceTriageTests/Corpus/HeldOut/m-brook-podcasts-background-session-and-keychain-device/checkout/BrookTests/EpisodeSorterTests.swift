import XCTest
@testable import Brook

final class EpisodeSorterTests: XCTestCase {
    func testUnplayedEpisodesSortFirst() {
        let sorted = EpisodeSorter.inboxOrder(Fixtures.mixedEpisodes)
        XCTAssertEqual(sorted.map(\.id), ["e4", "e2", "e1", "e3"])
    }

    func testDurationLabel() {
        XCTAssertEqual(EpisodeSorter.durationLabel(seconds: 3_725), "1 h 2 min")
    }
}
