import XCTest
@testable import Larkspur

private final class StubFeedClient: FeedClient {
    var page = FeedPage(articleIDs: ["a-11", "a-12"], nextCursor: "c-2")
    private(set) var sessions: [String] = []

    func fetchChanges(since cursor: String?, session: String) async throws -> FeedPage {
        sessions.append(session)
        return page
    }
}

private final class InMemoryArticleStore: ArticleStore {
    private(set) var cursor: String?
    private(set) var ids: [String] = []

    func apply(_ page: FeedPage) throws {
        ids.append(contentsOf: page.articleIDs.filter { !ids.contains($0) })
        cursor = page.nextCursor
    }
}

final class FeedRefreshJobTests: XCTestCase {
    private let tokens = KeychainTokenStore(service: "com.larkspurapps.reader.tests")

    override func tearDown() {
        try? tokens.delete(.sessionToken)
        super.tearDown()
    }

    func testRefreshAuthenticatesWithStoredToken() async throws {
        let client = StubFeedClient()
        let store = InMemoryArticleStore()
        let job = FeedRefreshJob(client: client, store: store, tokens: tokens)

        XCTAssertNoThrow(try tokens.save("s-77aa", for: .sessionToken), "seeding the session token")
        let outcome = try await job.run()

        XCTAssertEqual(outcome, .applied(2))
        XCTAssertEqual(client.sessions, ["s-77aa"])
    }

    func testRefreshWithoutSessionIsSkipped() async throws {
        let job = FeedRefreshJob(client: StubFeedClient(), store: InMemoryArticleStore(), tokens: tokens)
        let outcome = try await job.run()
        XCTAssertEqual(outcome, .skipped("no-session"))
    }

    func testRepeatedRefreshDoesNotDuplicateArticles() async throws {
        let store = InMemoryArticleStore()
        try store.apply(FeedPage(articleIDs: ["a-11"], nextCursor: "c-1"))
        try store.apply(FeedPage(articleIDs: ["a-11", "a-12"], nextCursor: "c-2"))
        XCTAssertEqual(store.ids, ["a-11", "a-12"])
        XCTAssertEqual(store.cursor, "c-2")
    }
}
