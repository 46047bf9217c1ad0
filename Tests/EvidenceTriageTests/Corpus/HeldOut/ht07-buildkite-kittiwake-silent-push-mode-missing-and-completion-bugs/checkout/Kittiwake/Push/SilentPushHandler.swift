import UIKit

/// Handles content-available pushes: pull the changed thread and merge it into the inbox.
final class SilentPushHandler {
    private let inbox: InboxFetching
    private let store: InboxStoring

    init(inbox: InboxFetching, store: InboxStoring) {
        self.inbox = inbox
        self.store = store
    }

    func handle(_ userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let threadID = userInfo["thread"] as? String else {
            completion(.noData)
            return
        }
        inbox.fetchChanges(thread: threadID) { [store] result in
            switch result {
            case .success(let changes):
                guard !changes.isEmpty else { return }
                store.merge(changes)
                completion(changes.isEmpty ? .newData : .noData)
            case .failure:
                completion(.failed)
            }
        }
    }
}
