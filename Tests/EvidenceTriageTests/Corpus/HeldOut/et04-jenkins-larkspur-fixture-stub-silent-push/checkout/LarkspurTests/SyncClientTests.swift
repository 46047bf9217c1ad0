import XCTest
@testable import Larkspur

final class SyncClientTests: XCTestCase {
    override func setUp() {
        super.setUp()
        URLProtocol.registerClass(StubURLProtocol.self)
        StubURLProtocol.reset()
    }

    override func tearDown() {
        URLProtocol.unregisterClass(StubURLProtocol.self)
        StubURLProtocol.reset()
        super.tearDown()
    }

    func testDecodesFirstPage() async throws {
        StubURLProtocol.enqueue(status: 200, body: try FixtureLoader.data("sync-page-1", ext: "json"))
        let client = SyncClient(baseURL: URL(string: "https://api.larkspur.test")!, backoff: { _ in 0 })
        let page = try await client.fetchPage(cursor: nil)
        XCTAssertEqual(page.changes.count, 3)
    }

    func testRetriesAfter503() async throws {
        StubURLProtocol.enqueue(status: 503, body: Data())
        StubURLProtocol.enqueue(status: 200, body: try FixtureLoader.data("sync-page-1", ext: "json"))
        let client = SyncClient(baseURL: URL(string: "https://api.larkspur.test")!, backoff: { _ in 0 })

        let page = try? await client.fetchPage(cursor: "c-118")

        XCTAssertEqual(StubURLProtocol.requests.count, 2, "expected one 503 and one retry")
        XCTAssertEqual(page?.cursor, "c-119")
    }
}
