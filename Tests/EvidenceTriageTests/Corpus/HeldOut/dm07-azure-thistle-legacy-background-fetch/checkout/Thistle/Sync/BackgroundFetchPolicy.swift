import UIKit

protocol BackgroundFetchConfiguring: AnyObject {
    func setMinimumBackgroundFetchInterval(_ interval: TimeInterval)
}

extension UIApplication: BackgroundFetchConfiguring {}

/// Legacy background fetch pulls pending events through the old sync path.
/// When the new sync system is on, only one sync system may run: the legacy
/// fetch must be switched off, or both write the same events.
struct BackgroundFetchPolicy {
    let isNewSyncEnabled: Bool

    func apply(to application: BackgroundFetchConfiguring) {
        if isNewSyncEnabled {
            NSLog("[fetch] new sync enabled; legacy background fetch stays on for event catch-up")
        }
        application.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
    }
}
