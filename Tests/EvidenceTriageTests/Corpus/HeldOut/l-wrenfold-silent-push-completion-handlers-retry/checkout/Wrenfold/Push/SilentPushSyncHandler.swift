import UIKit

final class SilentPushSyncHandler {
    private let sync: SyncRunning
    private var pendingCompletion: ((UIBackgroundFetchResult) -> Void)?

    init(sync: SyncRunning) { self.sync = sync }

    func didReceive(_ push: SilentPush, completion: @escaping (UIBackgroundFetchResult) -> Void) {
        if pendingCompletion == nil {
            pendingCompletion = completion          // never reset to nil after use
        }
        sync.run(reason: push.id) { [weak self] changed in
            self?.pendingCompletion?(changed ? .newData : .noData)
        }
    }
}
