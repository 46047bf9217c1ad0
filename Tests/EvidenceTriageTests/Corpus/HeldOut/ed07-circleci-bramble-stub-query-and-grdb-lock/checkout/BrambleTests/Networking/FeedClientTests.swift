import Mocker
import XCTest
@testable import Bramble

final class FeedClientTests: XCTestCase {

    private var client: FeedClient!

    override func setUp() {
        super.setUp()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [MockingURLProtocol.self]
        client = FeedClient(session: URLSession(configuration: configuration))
    }

    override func tearDown() {
        Mocker.removeAll()
        super.tearDown()
    }

    func testFetchFeedDecodesItems() async {
        Mock(url: URL(string: "https://feeds.bramble.example/v2/feed")!, contentType: .json, statusCode: 200,
             data: [.get: Fixtures.data("feed-page-1.json")]).register()
        do {
            let page = try await client.fetchFeed(since: nil)
            XCTAssertEqual(page.items.map(\.id), ["a1", "a2", "a3"])
        } catch {
            XCTFail("fetchFeed threw \(error)")
        }
    }

    func testFetchFeedThrowsOnServerError() async {
        Mock(url: URL(string: "https://feeds.bramble.example/v2/feed")!, ignoreQuery: true, contentType: .json, statusCode: 503,
             data: [.get: Data()]).register()
        do {
            _ = try await client.fetchFeed(since: 10)
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? FeedError, .badStatus)
        }
    }
}
