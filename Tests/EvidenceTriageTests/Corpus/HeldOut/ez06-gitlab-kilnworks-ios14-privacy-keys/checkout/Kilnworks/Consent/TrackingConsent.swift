//
//  TrackingConsent.swift
//  Kilnworks
//
//  Asks for App Tracking Transparency consent before the ad-attribution SDK
//  is started (iOS 14.5+; CI runs the iOS 15.0 simulator).
//

import AppTrackingTransparency
import Foundation

struct TrackingConsent {
    func requestIfNeeded(completion: @escaping (ATTrackingManager.AuthorizationStatus) -> Void) {
        guard ATTrackingManager.trackingAuthorizationStatus == .notDetermined else {
            completion(ATTrackingManager.trackingAuthorizationStatus)
            return
        }
        ATTrackingManager.requestTrackingAuthorization { status in
            DispatchQueue.main.async { completion(status) }
        }
    }
}
