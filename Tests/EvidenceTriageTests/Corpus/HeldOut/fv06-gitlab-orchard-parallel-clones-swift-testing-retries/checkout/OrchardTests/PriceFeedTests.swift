import Foundation
import Mocker
import Testing
@testable import Orchard

@Suite struct PriceFeedTests {
    let feedURL = URL(string: "https://api.orchard.test/v1/prices")!

    @Test func fetchesLatestPrices() async throws {
        Mock(url: feedURL, contentType: .json, statusCode: 200, data: [
            .get: Data(#"{"prices":[{"sku":"apple-gala","cents":349}]}"#.utf8)
        ]).register()
        let feed = PriceFeed(session: .mocked)
        let prices = try await feed.latest()
        #expect(prices.map(\.sku) == ["apple-gala"])
    }

    @Test func emptyFeedKeepsCachedPrices() async throws {
        Mock(url: feedURL, contentType: .json, statusCode: 200, data: [.get: Data(#"{"prices":[]}"#.utf8)]).register()
        let feed = PriceFeed(session: .mocked, cache: ["pear-conference": 299])
        let prices = try await feed.latest()
        #expect(prices.map(\.sku) == ["pear-conference"])
    }
}
