import AppTrackingTransparency
import os

/// Asks for tracking permission once onboarding is done, so partner offers can be personalised.
enum TrackingConsent {
    private static let log = Logger(subsystem: "com.brightfare.app", category: "Consent")

    static func requestIfNeeded(completion: @escaping (ATTrackingManager.AuthorizationStatus) -> Void) {
        guard ATTrackingManager.trackingAuthorizationStatus == .notDetermined else {
            completion(ATTrackingManager.trackingAuthorizationStatus)
            return
        }
        log.info("requesting tracking authorization")
        ATTrackingManager.requestTrackingAuthorization { status in
            DispatchQueue.main.async { completion(status) }
        }
    }
}
