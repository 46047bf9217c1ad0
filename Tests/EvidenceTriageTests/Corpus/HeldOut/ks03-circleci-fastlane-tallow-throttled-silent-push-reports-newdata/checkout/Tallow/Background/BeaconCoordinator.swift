import Foundation

final class BeaconCoordinator {
    private let clock: () -> Date
    private(set) var lastBeacon: Date?
    private let minInterval: TimeInterval = 120
    private let hub: HubConnecting

    init(hub: HubConnecting, clock: @escaping () -> Date = Date.init) { self.hub = hub; self.clock = clock }

    /// Returns true when the push was handled. A throttled push is "handled" too,
    /// although nothing was fetched or changed.
    func handleSilentPush(_ payload: [AnyHashable: Any]) async -> Bool {
        if let last = lastBeacon, clock().timeIntervalSince(last) < minInterval {
            return true   // throttled: no reconnect, no beacon, no data
        }
        guard await hub.reconnect() else { return false }
        lastBeacon = clock()
        return await hub.sendBeacon()
    }
}
