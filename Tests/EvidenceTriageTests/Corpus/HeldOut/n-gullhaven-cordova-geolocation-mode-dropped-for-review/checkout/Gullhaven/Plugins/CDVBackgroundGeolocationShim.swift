import Foundation
import CoreLocation

/// Thin Swift wrapper around the cordova-plugin-background-geolocation native manager,
/// so the plugin's configure() path can be exercised from XCTest without the WebView.
final class CDVBackgroundGeolocationShim {
    let locationManager = CLLocationManager()
    private(set) var isTracking = false

    func configure(_ options: [String: Any]) throws {
        locationManager.pausesLocationUpdatesAutomatically = (options["pauseLocationUpdates"] as? Bool) ?? false
        locationManager.desiredAccuracy = kCLLocationAccuracyBest
        // MAURLocationManager does the same in -init
        locationManager.allowsBackgroundLocationUpdates = true
        locationManager.showsBackgroundLocationIndicator = true
    }

    func start() {
        locationManager.startUpdatingLocation()
        isTracking = true
    }
}
