import XCTest
@testable import Kestrel

final class FeedClientTests: XCTestCase {
    private var client: FeedClient!

    override func setUp() {
        StubURLProtocol.reset()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        client = FeedClient(baseURL: URL(string: "https://feeds.kestrel.invalid")!, configuration: configuration)
    }

    func testFetchDecodesStubbedEpisodes() async throws {
        StubURLProtocol.stub(path: "/v2/episodes", status: 200, fixture: "episodes-page1")
        let page = try await client.fetchEpisodes(since: nil)
        XCTAssertEqual(page.episodes.count, 25)
        XCTAssertEqual(page.nextCursor, "c2VxOjI1")
    }

    func testServerErrorMapsToRetryable() async {
        StubURLProtocol.stub(path: "/v2/episodes", status: 503)
        do {
            _ = try await client.fetchEpisodes(since: "c2VxOjI1")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? FeedError, .retryable)
        }
        XCTAssertEqual(StubURLProtocol.intercepted, 1, "the request never reached the stub")
    }

    func testCursorSentAsQueryItem() {
        XCTAssertEqual(FeedClient.episodesURL(base: URL(string: "https://feeds.kestrel.invalid")!, since: "abc").query, "since=abc")
    }
}
