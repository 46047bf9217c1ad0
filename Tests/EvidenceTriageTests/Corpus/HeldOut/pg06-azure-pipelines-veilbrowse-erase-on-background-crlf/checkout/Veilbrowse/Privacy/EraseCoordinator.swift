import UIKit

final class EraseCoordinator {
    private let store: BrowsingDataStore
    private let lifecycle: AppLifecycle
    var eraseDelay: TimeInterval = 2

    init(store: BrowsingDataStore, lifecycle: AppLifecycle) {
        self.store = store
        self.lifecycle = lifecycle
        lifecycle.onDidEnterBackground { [weak self] in self?.scheduleErase() }
    }

    private func scheduleErase() {
        // Give the snapshot time to be taken before wiping the web views.
        lifecycle.mainQueue.asyncAfter(deadline: .now() + eraseDelay) { [store] in
            store.eraseAll()
        }
    }
}
