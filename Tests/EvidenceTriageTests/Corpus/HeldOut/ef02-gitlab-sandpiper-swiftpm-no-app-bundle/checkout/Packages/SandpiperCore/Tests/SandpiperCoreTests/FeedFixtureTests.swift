import XCTest
@testable import SandpiperCore

final class FeedFixtureTests: XCTestCase {

    func testDecodesV1SampleFeed() throws {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "sample-feed", withExtension: "json", subdirectory: "v1"))
        let feed = try JSONDecoder().decode(SightingsFeed.self, from: Data(contentsOf: url))
        XCTAssertEqual(feed.sightings.count, 12)
    }

    func testDecodesV2SampleFeed() throws {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "sample-feed", withExtension: "json", subdirectory: "v2"))
        let feed = try JSONDecoder().decode(SightingsFeed.self, from: Data(contentsOf: url))
        XCTAssertEqual(feed.schemaVersion, 2)
        XCTAssertEqual(feed.sightings.first?.observer, "anon-7f3a")
    }
}
