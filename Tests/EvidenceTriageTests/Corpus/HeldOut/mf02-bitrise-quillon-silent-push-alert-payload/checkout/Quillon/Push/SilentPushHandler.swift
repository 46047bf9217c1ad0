import UIKit

final class SilentPushHandler {
    private let store: InboxStore
    private let api: InboxAPI
    init(store: InboxStore, api: InboxAPI) { self.store = store; self.api = api }

    func handle(userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        guard let remote = try? await api.fetchIDs() else { return .failed }
        let local = store.ids
        // compares counts, not members: a replaced id looks like no change
        if remote.count == local.count { return .noData }
        store.replace(with: remote)
        return local.isEmpty ? .noData : .newData
    }
}
