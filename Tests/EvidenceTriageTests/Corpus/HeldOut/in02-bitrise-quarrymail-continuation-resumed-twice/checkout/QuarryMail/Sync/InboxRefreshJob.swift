import Foundation

/// One background inbox refresh: fetch the delta since the stored cursor, merge, store the new cursor.
struct InboxRefreshJob {
    var api: InboxAPI
    var store: ThreadStore

    static var live: InboxRefreshJob {
        InboxRefreshJob(api: InboxAPI(session: .shared, baseURL: URL(string: "https://api.quarrymail.example")!),
                        store: .shared)
    }

    func run() async throws {
        let delta = try await api.fetchDelta(since: store.cursor)
        store.merge(delta.threads)
        store.cursor = delta.cursor
    }
}
