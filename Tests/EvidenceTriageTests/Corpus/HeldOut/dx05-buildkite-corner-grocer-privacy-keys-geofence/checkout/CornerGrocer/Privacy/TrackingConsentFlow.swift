import AppTrackingTransparency

struct TrackingConsentFlow {
    let launchCount: Int
    var shouldRequest: Bool { launchCount >= 2 }

    func requestIfNeeded(_ completion: @escaping (ATTrackingManager.AuthorizationStatus) -> Void) {
        guard shouldRequest else { return completion(.notDetermined) }
        // Requires NSUserTrackingUsageDescription in the app's Info.plist; without it the process is killed.
        ATTrackingManager.requestTrackingAuthorization(completionHandler: completion)
    }
}
