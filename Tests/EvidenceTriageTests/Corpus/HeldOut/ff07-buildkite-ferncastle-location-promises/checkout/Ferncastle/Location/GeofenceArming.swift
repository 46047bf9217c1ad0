//
//  GeofenceArming.swift
//  Ferncastle
//
//  While a trip is recorded in the background, an exit fence around the last
//  fix lets iOS relaunch the app if it was terminated.
//

import CoreLocation
import Foundation

final class GeofenceArming {
    static let fenceIdentifier = "com.ferncastle.trips.exit-fence"
    static let fenceRadius: CLLocationDistance = 300

    private let manager: LocationManaging

    init(manager: LocationManaging) {
        self.manager = manager
    }

    /// Called for every fix delivered while recording. The fence is armed
    /// around the first fix and re-armed when the user leaves it.
    func didReceive(_ location: CLLocation) {
        let armed = manager.monitoredRegions.contains { $0.identifier == Self.fenceIdentifier }
        guard armed else { return }
        establishRegionMonitoring(around: location)
    }

    private func establishRegionMonitoring(around location: CLLocation) {
        let region = CLCircularRegion(center: location.coordinate,
                                      radius: Self.fenceRadius,
                                      identifier: Self.fenceIdentifier)
        region.notifyOnEntry = false
        region.notifyOnExit = true
        manager.startMonitoring(for: region)
    }
}
