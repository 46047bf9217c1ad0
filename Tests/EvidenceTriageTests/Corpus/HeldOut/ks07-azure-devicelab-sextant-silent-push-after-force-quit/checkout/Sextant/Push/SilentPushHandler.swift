import UIKit
import os

final class SilentPushHandler {
    private let sync: VehicleSyncing
    private let log = Logger(subsystem: "com.sextant.app", category: "Push")
    init(sync: VehicleSyncing) { self.sync = sync }

    func handle(_ userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        log.info("silent push received: \(userInfo["kind"] as? String ?? "-", privacy: .public)")
        do {
            let count = try await sync.refreshVehicles()
            WakeMarker.write(count: count)
            return count > 0 ? .newData : .noData
        } catch {
            log.error("vehicle sync failed: \(String(describing: error), privacy: .public)")
            return .failed
        }
    }
}
