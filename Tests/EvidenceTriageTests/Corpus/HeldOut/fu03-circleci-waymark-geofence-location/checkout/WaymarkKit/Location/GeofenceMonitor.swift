//
//  GeofenceMonitor.swift
//  WaymarkKit
//
//  Meet-up points are circular regions; riders get a "you've arrived" nudge when
//  Core Location reports an entry, also while the app is in the background.
//

import CoreLocation

public final class GeofenceMonitor: NSObject, CLLocationManagerDelegate {
    public typealias RegionHandler = (CLRegion) -> Void

    private struct Request {
        let region: CLCircularRegion
        let onEnter: RegionHandler?
        let onExit: RegionHandler?
    }

    static let keyPrefix = "waymark.meetup."

    private let manager: LocationManaging
    private var requests: [String: Request] = [:]

    public init(manager: LocationManaging) {
        self.manager = manager
        super.init()
        manager.delegate = self
    }

    public func monitor(meetupID: String, center: CLLocationCoordinate2D, radius: CLLocationDistance,
                        onEnter: RegionHandler? = nil, onExit: RegionHandler? = nil) {
        let region = CLCircularRegion(center: center, radius: radius, identifier: meetupID)
        region.notifyOnEntry = onEnter != nil
        region.notifyOnExit = onExit != nil
        requests[Self.keyPrefix + meetupID] = Request(region: region, onEnter: onEnter, onExit: onExit)
        manager.startMonitoring(for: region)
    }

    public func stopMonitoring(meetupID: String) {
        guard let request = requests.removeValue(forKey: Self.keyPrefix + meetupID) else { return }
        manager.stopMonitoring(for: request.region)
    }

    // MARK: CLLocationManagerDelegate

    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        requests[region.identifier]?.onEnter?(region)
    }

    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {
        requests[Self.keyPrefix + region.identifier]?.onExit?(region)
    }
}
