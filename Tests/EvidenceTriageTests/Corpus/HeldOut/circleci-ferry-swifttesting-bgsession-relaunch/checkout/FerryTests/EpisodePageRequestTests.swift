import Foundation
import Testing
@testable import Ferry

@Suite(.serialized) struct EpisodePageRequestTests {
    let client = FeedClient(session: StubURLProtocol.session)

    @Test func requestsFirstPage() async throws {
        StubURLProtocol.stub(json: "feed-page-1.json")
        let page = try await client.episodes(feed: "ferry-talk", cursor: nil)
        #expect(page.cursor == "c1")
    }

    @Test func requestsSecondPageWithCursor() async throws {
        let page = try await client.episodes(feed: "ferry-talk", cursor: "c1")
        #expect(page.cursor == "c2")
        #expect(StubURLProtocol.lastRequest?.url?.query == "cursor=c1")
    }
}
