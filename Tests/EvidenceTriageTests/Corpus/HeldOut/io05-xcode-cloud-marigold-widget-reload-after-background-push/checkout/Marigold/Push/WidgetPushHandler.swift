import UIKit
import os

/// Server sends a content-available push ("update_widgets") when a shared household plant
/// is watered on another device; the app refreshes the snapshot and asks WidgetKit to reload.
final class WidgetPushHandler {
    private let log = Logger(subsystem: "com.marigold.app", category: "Push")
    private let sync: HouseholdSync
    private let reloader: WidgetReloadCoordinator

    init(sync: HouseholdSync, reloader: WidgetReloadCoordinator) {
        self.sync = sync
        self.reloader = reloader
    }

    func handle(_ userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
        log.info("update_widgets push received")
        sync.pull { [reloader] result in
            switch result {
            case .success(let plants):
                reloader.plantsDidSave(plants)
                completion(.newData)
            case .failure:
                completion(.failed)
            }
        }
    }
}
