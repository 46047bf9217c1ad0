//
//  RegionRotation.swift
//  Depot
//
//  iOS monitors at most 20 regions per app. Drivers can have 60+ depots and drop
//  points, so on every significant location change we monitor the 20 nearest.
//  Monitored regions survive relaunches and reboots (they live in
//  CLLocationManager.monitoredRegions), so stale ones must be stopped explicitly.
//

import CoreLocation

protocol RegionMonitoring: AnyObject {
    var monitoredRegions: Set<CLRegion> { get }
    func startMonitoring(for region: CLRegion)
    func stopMonitoring(for region: CLRegion)
}

extension CLLocationManager: RegionMonitoring {}

struct Geofence: Hashable {
    let id: String
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance

    static func == (l: Geofence, r: Geofence) -> Bool { l.id == r.id }
    func hash(into h: inout Hasher) { h.combine(id) }
}

final class RegionRotation {
    static let systemLimit = 20
    private let monitor: RegionMonitoring
    private var started: Set<String> = []   // regions this process has started

    init(monitor: RegionMonitoring) { self.monitor = monitor }

    func rotate(around location: CLLocation, fences: [Geofence]) {
        let nearest = fences
            .sorted { location.distance(from: CLLocation(latitude: $0.center.latitude, longitude: $0.center.longitude))
                    < location.distance(from: CLLocation(latitude: $1.center.latitude, longitude: $1.center.longitude)) }
            .prefix(Self.systemLimit)
        let wanted = Set(nearest.map(\.id))

        // Stop the ones we started earlier that are no longer among the nearest.
        for id in started.subtracting(wanted) {
            if let region = monitor.monitoredRegions.first(where: { $0.identifier == id }) {
                monitor.stopMonitoring(for: region)
            }
        }
        for fence in nearest where !started.contains(fence.id) {
            let region = CLCircularRegion(center: fence.center, radius: fence.radius, identifier: fence.id)
            region.notifyOnEntry = true
            region.notifyOnExit = true
            monitor.startMonitoring(for: region)
        }
        started = wanted
    }
}
