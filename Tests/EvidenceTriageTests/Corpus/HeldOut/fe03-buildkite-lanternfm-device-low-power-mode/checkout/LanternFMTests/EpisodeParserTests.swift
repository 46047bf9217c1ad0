import XCTest
@testable import LanternFM

final class EpisodeParserTests: XCTestCase {
    func testParsesChapterMarkers() throws {
        let feed = try Fixture.data("chapters-psc.xml")
        let episode = try EpisodeParser().parse(feed).first!
        XCTAssertEqual(episode.chapters.map(\.start), [0, 95.5, 612, 1804.25])
    }
}
