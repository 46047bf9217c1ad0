import FirebaseRemoteConfig
import Foundation

/// Keeps dosing limits in sync with Remote Config. Realtime updates arrive on
/// the Remote Config SDK's own queue.
@MainActor
final class RemoteConfigObserver {
    private let config: any ConfigUpdating
    private let limits: DosingLimitsStore
    private var registration: (any ConfigUpdateRegistration)?

    init(config: any ConfigUpdating = RemoteConfig.remoteConfig(), limits: DosingLimitsStore) {
        self.config = config
        self.limits = limits
    }

    func start() {
        registration = config.addOnConfigUpdateListener { update, error in
            guard error == nil, let keys = update?.updatedKeys, keys.contains("max_bolus_units") else { return }
            self.config.activate { _, _ in
                Task { @MainActor in self.limits.reload(from: self.config) }
            }
        }
    }
}
