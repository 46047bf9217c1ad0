import Foundation

/// Pulls remote note changes since the last cursor. Run by the sync-refresh BGAppRefreshTask
/// and by pull-to-refresh.
final class NoteSyncRefreshJob {
    private let environment: AppEnvironment
    private let session: URLSession
    private let store: NoteStore

    init(environment: AppEnvironment, session: URLSession = .shared, store: NoteStore) {
        self.environment = environment
        self.session = session
        self.store = store
    }

    func run() async throws {
        let cursor = store.changeCursor
        var components = URLComponents(url: environment.syncBaseURL.appendingPathComponent("notes/changes"),
                                       resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "since", value: String(cursor))]
        let (data, response) = try await session.data(from: components.url!)
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
            throw SyncError.badStatus((response as? HTTPURLResponse)?.statusCode ?? -1)
        }
        let page = try JSONDecoder().decode(ChangePage.self, from: data)
        try store.apply(page.changes, newCursor: page.cursor)
    }
}

enum SyncError: Error { case badStatus(Int) }
