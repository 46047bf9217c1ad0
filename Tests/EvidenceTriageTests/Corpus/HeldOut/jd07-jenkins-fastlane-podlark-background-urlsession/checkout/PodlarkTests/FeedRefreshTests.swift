import XCTest
@testable import Podlark

final class FeedRefreshTests: XCTestCase {
    func testRefreshParsesEpisodes() throws {
        let feed = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "fixture-feed", withExtension: "xml"))
        let parsed = try FeedParser().episodes(from: Data(contentsOf: feed))
        XCTAssertEqual(parsed.count, 12)
    }

    func testRefreshSurvivesSuspension() {
        let done = expectation(description: "refresh finished")
        FeedRefresher().refresh(StubServer.shared.url(for: "/feeds/hard-fork.xml")) { result in
            XCTAssertNoThrow(try result.get())
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }
}
