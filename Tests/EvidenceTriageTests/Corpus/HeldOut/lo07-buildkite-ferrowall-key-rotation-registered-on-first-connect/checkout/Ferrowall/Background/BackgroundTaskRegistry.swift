import BackgroundTasks
import Foundation

final class BackgroundTaskRegistry {
    static let shared = BackgroundTaskRegistry()

    static let relayRefresh = "net.ferrowall.app.refresh"          // BGAppRefreshTask, hourly relay list
    static let keyRotation = "net.ferrowall.app.keyrotation"        // BGProcessingTask, WireGuard key rotation
    static let addressCache = "net.ferrowall.app.addresscache"      // BGProcessingTask, API address cache

    private(set) var registered: Set<String> = []

    func registerRelayRefresh() {
        register(Self.relayRefresh) { task in RelayCacheTracker.shared.handleRefresh(task as! BGAppRefreshTask) }
    }

    func registerAddressCacheUpdate() {
        register(Self.addressCache) { task in AddressCacheTracker.shared.handleUpdate(task as! BGProcessingTask) }
    }

    func registerKeyRotation() {
        register(Self.keyRotation) { task in KeyRotator.shared.handleRotation(task as! BGProcessingTask) }
    }

    private func register(_ identifier: String, handler: @escaping (BGTask) -> Void) {
        if BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil, launchHandler: handler) {
            registered.insert(identifier)
        }
    }
}
