import UIKit

/// Thin wrapper over the vendored Beacon analytics SDK (BeaconKit 7.3).
/// BeaconKit's delegate helper *calls the completion handler itself* when one is
/// passed in (see BeaconKit README, "Silent push"); pass nil if the app completes it.
final class AnalyticsPushBridge {
    static let shared = AnalyticsPushBridge(sdk: BeaconKit.shared)
    private let sdk: BeaconPushHandling

    init(sdk: BeaconPushHandling) { self.sdk = sdk }

    func handleRemoteNotification(_ userInfo: [AnyHashable: Any],
                                  fetchCompletionHandler: ((UIBackgroundFetchResult) -> Void)?) {
        sdk.registerApplication(didReceiveRemoteNotification: userInfo, fetchCompletionHandler: fetchCompletionHandler)
    }
}
