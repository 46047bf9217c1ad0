//
//  LocationManaging.swift
//  WaymarkKit
//

import CoreLocation

/// The parts of CLLocationManager Waymark drives, so tests can substitute a fake.
public protocol LocationManaging: AnyObject {
    var delegate: CLLocationManagerDelegate? { get set }
    var allowsBackgroundLocationUpdates: Bool { get set }
    var pausesLocationUpdatesAutomatically: Bool { get set }
    var showsBackgroundLocationIndicator: Bool { get set }
    var monitoredRegions: Set<CLRegion> { get }
    func startUpdatingLocation()
    func stopUpdatingLocation()
    func startMonitoringSignificantLocationChanges()
    func stopMonitoringSignificantLocationChanges()
    func startMonitoring(for region: CLRegion)
    func stopMonitoring(for region: CLRegion)
}

extension CLLocationManager: LocationManaging {}
