import Foundation

enum RefreshReason: String { case launch, pullToRefresh, appRefreshTask, silentPush }

actor HeadlineSync {
    static let shared = HeadlineSync(client: NewsroomClient.live, store: HeadlineStore.shared)

    private let client: NewsroomClient
    private let store: HeadlineStore

    init(client: NewsroomClient, store: HeadlineStore) {
        self.client = client
        self.store = store
    }

    /// Returns true when the stored edition changed.
    func refreshHeadlines(reason: RefreshReason) async -> Bool {
        do {
            let edition = try await client.latestEdition()
            guard edition.id != store.currentEditionID else { return false }
            try store.replace(with: edition, syncedAt: .now, reason: reason)
            return true
        } catch {
            return false
        }
    }
}
