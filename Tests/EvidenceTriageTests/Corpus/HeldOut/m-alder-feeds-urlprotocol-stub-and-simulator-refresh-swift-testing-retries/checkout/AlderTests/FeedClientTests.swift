import Testing
import Foundation
@testable import Alder

@Suite("Feed client", .serialized)
struct FeedClientTests {
    init() {
        URLProtocol.registerClass(StubURLProtocol.self)
        StubURLProtocol.responses["https://feeds.alder.example/v2/home.json"] = .fixture("home-feed.json")
    }

    @Test("Fetch decodes stubbed feed")
    func fetchDecodesStubbedFeed() async throws {
        let client = FeedClient(baseURL: URL(string: "https://feeds.alder.example")!)
        let feed = try await client.home()
        #expect(feed.items.count == 3)
    }

    @Test("Relative links resolve against base URL")
    func relativeLinksResolve() throws {
        let item = try FeedItem.decode(Fixtures.data("item-relative.json"), base: URL(string: "https://feeds.alder.example")!)
        #expect(item.link.absoluteString == "https://feeds.alder.example/a/419")
    }
}
