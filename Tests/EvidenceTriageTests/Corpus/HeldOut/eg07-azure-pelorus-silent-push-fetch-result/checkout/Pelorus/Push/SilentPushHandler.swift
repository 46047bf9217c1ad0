import UIKit

/// Handles content-available pushes: reconnects and sends a position beacon unless one went out recently.
final class SilentPushHandler {
    private let beacon: BeaconSending
    private let clock: () -> Date
    private var lastBeacon: Date?

    init(beacon: BeaconSending, clock: @escaping () -> Date = Date.init) {
        self.beacon = beacon
        self.clock = clock
    }

    /// Returns true when the push was ours.
    func handle(_ userInfo: [AnyHashable: Any]) async -> Bool {
        guard (userInfo["aps"] as? [String: Any])?["content-available"] as? Int == 1 else { return false }
        if let last = lastBeacon, clock().timeIntervalSince(last) < 120 {
            return true                       // throttled: nothing sent
        }
        try? await beacon.send()
        lastBeacon = clock()
        return true
    }
}

extension AppDelegate {
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        await silentPushHandler.handle(userInfo) ? .newData : .noData
    }
}
