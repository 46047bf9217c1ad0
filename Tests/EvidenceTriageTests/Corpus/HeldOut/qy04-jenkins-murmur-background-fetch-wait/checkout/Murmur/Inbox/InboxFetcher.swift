import UIKit

final class InboxFetcher {
    private let api: MurmurAPI
    private let store: MessageStore

    init(api: MurmurAPI, store: MessageStore) { self.api = api; self.store = store }

    func fetch(completion: @escaping (UIBackgroundFetchResult) -> Void) {
        let cursor = store.lastSeenSequence
        api.messages(after: cursor) { [store] result in
            switch result {
            case .failure:
                completion(.failed)
            case .success(let page):
                let fresh = page.messages.filter { $0.sequence < cursor }
                store.append(fresh)
                completion(fresh.isEmpty ? .noData : .newData)
            }
        }
    }
}
