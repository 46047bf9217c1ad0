//
//  RideTrackingMode.swift
//  WaymarkKit
//

import CoreLocation

public enum RideTrackingMode: Equatable {
    /// Sharing the rider's position with the group, including in the background.
    case riding
    /// Watching the group map without sharing; no location use once the app leaves the screen.
    case observer
}

public final class RideTracker {
    private let manager: LocationManaging
    public private(set) var mode: RideTrackingMode?

    public init(manager: LocationManaging) {
        self.manager = manager
    }

    public func apply(_ newMode: RideTrackingMode) {
        mode = newMode
        switch newMode {
        case .riding:
            manager.allowsBackgroundLocationUpdates = true
            manager.pausesLocationUpdatesAutomatically = false
            manager.showsBackgroundLocationIndicator = true
            manager.startUpdatingLocation()
        case .observer:
            manager.showsBackgroundLocationIndicator = false
            manager.startUpdatingLocation()   // the map still follows the observer while on screen
        }
    }
}
