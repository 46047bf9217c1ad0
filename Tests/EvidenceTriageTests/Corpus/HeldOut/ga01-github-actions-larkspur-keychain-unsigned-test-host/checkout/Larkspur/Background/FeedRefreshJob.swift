import Foundation

protocol FeedClient {
    func fetchChanges(since cursor: String?, session: String) async throws -> FeedPage
}

struct FeedPage: Equatable {
    var articleIDs: [String]
    var nextCursor: String?
}

protocol ArticleStore: AnyObject {
    var cursor: String? { get }
    func apply(_ page: FeedPage) throws
}

/// The work behind the `com.larkspurapps.reader.refresh` app-refresh task.
final class FeedRefreshJob {
    enum Outcome: Equatable {
        case applied(Int)
        case skipped(String)
    }

    private let client: FeedClient
    private let store: ArticleStore
    private let tokens: KeychainTokenStore
    private var cancelled = false

    init(client: FeedClient, store: ArticleStore, tokens: KeychainTokenStore = KeychainTokenStore()) {
        self.client = client
        self.store = store
        self.tokens = tokens
    }

    func cancel() { cancelled = true }

    @discardableResult
    func run() async throws -> Outcome {
        let session: String
        do {
            session = try tokens.read(.sessionToken)
        } catch {
            NSLog("FeedRefreshJob: skipped, no session (%@)", String(describing: error))
            return .skipped("no-session")
        }
        let page = try await client.fetchChanges(since: store.cursor, session: session)
        try Task.checkCancellation()
        if cancelled { throw CancellationError() }
        try store.apply(page)
        return .applied(page.articleIDs.count)
    }
}
