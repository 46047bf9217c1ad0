//
//  CurrentLocationProvider.swift
//  Ferncastle
//
//  One-shot "where am I" used by the trail picker and by the trip recorder
//  before it switches to continuous (background) updates.
//

import CoreLocation
import Foundation

protocol LocationManaging: AnyObject {
    var delegate: CLLocationManagerDelegate? { get set }
    var desiredAccuracy: CLLocationAccuracy { get set }
    func requestLocation()
    func startUpdatingLocation()
    func stopUpdatingLocation()
    func startMonitoring(for region: CLRegion)
    var monitoredRegions: Set<CLRegion> { get }
}

extension CLLocationManager: LocationManaging {}

final class CurrentLocationProvider: NSObject, CLLocationManagerDelegate {
    private let manager: LocationManaging
    private var pending: [CheckedContinuation<CLLocation, Error>] = []
    private var requestedAt = Date.distantPast

    init(manager: LocationManaging) {
        self.manager = manager
        super.init()
    }

    func currentLocation() async throws -> CLLocation {
        try await withCheckedThrowingContinuation { continuation in
            pending.append(continuation)
            requestedAt = Date()
            manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
            manager.requestLocation()
        }
    }

    // MARK: CLLocationManagerDelegate

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        // Ignore cached fixes taken before this request.
        guard let location = locations.last, location.timestamp >= requestedAt else { return }
        let waiting = pending
        pending.removeAll()
        waiting.forEach { $0.resume(returning: location) }
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        let waiting = pending
        pending.removeAll()
        waiting.forEach { $0.resume(throwing: error) }
    }
}
