import XCTest
@testable import Nettle

final class PlaylistParserTests: XCTestCase {
    func testParsesEpisodeTitles() throws {
        let feed = try PlaylistParser().parse(Fixture.data("nettle-weekly.xml"))
        XCTAssertEqual(feed.episodes.first?.title, "112 — Compost, carefully")
    }

    func testParsesEpisodeDurations() throws {
        let feed = try PlaylistParser().parse(Fixture.data("nettle-weekly.xml"))
        XCTAssertEqual(feed.episodes.map(\.duration).prefix(3), [3_412, 2_980, 3_105])
    }
}
