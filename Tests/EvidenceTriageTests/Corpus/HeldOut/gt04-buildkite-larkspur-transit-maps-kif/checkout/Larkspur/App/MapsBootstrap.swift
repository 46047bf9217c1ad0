//
//  MapsBootstrap.swift
//  Larkspur
//

import Foundation
import GoogleMaps
import os

enum MapsBootstrap {
    private static let log = Logger(subsystem: "com.larkspurtransit.app", category: "maps")

    /// Reads the Maps key that the build writes into Info.plist (GMSApiKey = $(MAPS_API_KEY)).
    static func configure(bundle: Bundle = .main) {
        let key = (bundle.object(forInfoDictionaryKey: "GMSApiKey") as? String)?
            .trimmingCharacters(in: .whitespaces) ?? ""
        guard !key.isEmpty else {
            // Do not crash at launch; screens without a map still work.
            NSLog("[MapsBootstrap] GMSApiKey missing or empty in Info.plist; skipping GMSServices.provideAPIKey")
            return
        }
        GMSServices.provideAPIKey(key)
        log.info("Google Maps SDK \(GMSServices.sdkVersion(), privacy: .public) configured")
    }
}
