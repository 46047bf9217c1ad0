import UIKit

/// Handles content-available pushes: pulls the changed summit logs and reports the fetch result.
final class BackgroundSyncCoordinator {
    private let api: SummitAPI
    private let store: LogStore

    init(api: SummitAPI, store: LogStore) {
        self.api = api
        self.store = store
    }

    func handleSilentPush(_ userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
        let since = store.lastSyncToken
        api.changes(since: since) { result in
            switch result {
            case .failure:
                completion(.failed)
            case .success(let page):
                self.store.apply(page.logs)
                self.store.lastSyncToken = page.nextToken
                completion(.newData)
            }
        }
    }
}
