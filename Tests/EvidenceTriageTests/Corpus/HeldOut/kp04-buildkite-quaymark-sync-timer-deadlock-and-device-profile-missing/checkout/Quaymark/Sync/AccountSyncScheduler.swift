import Foundation
import os

/// Runs the account/engine sync every 15 minutes while the app is in the foreground.
/// The BGAppRefreshTask com.quaymark.app.account-sync calls syncEngines() as well.
final class AccountSyncScheduler {
    private let registry: DeviceRegistry
    private let engines: [SyncEngine]
    private var timer: Timer?
    var interval: TimeInterval = 15 * 60

    init(registry: DeviceRegistry, engines: [SyncEngine]) {
        self.registry = registry
        self.engines = engines
    }

    func start() {
        // Scheduled on the main run loop.
        timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] _ in
            self?.syncEngines()
        }
    }

    func fireNow() {
        timer?.fire()
    }

    func syncEngines() {
        Log.sync.info("[Sync] timer fired on main thread; resolving current device id")
        let deviceID = registry.currentDeviceID()
        for engine in engines {
            engine.sync(deviceID: deviceID)
        }
        Log.sync.info("[Sync] engines synced for \(deviceID, privacy: .public)")
    }
}
