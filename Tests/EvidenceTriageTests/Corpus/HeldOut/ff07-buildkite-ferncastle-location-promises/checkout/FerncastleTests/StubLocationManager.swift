//
//  StubLocationManager.swift
//  FerncastleTests
//

import CoreLocation
@testable import Ferncastle

final class StubLocationManager: LocationManaging {
    weak var delegate: CLLocationManagerDelegate?
    var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    var fixes: [CLLocation] = []
    var failure: Error?
    var regions: Set<CLRegion> = []
    private(set) var receivedMessages: [String] = []
    private let carrier = CLLocationManager()

    func requestLocation() {
        receivedMessages.append("requestLocation()")
        DispatchQueue.main.async { [self] in
            if let failure {
                delegate?.locationManager?(carrier, didFailWithError: failure)
            } else {
                delegate?.locationManager?(carrier, didUpdateLocations: fixes)
            }
        }
    }
    func startUpdatingLocation() { receivedMessages.append("startUpdatingLocation()") }
    func stopUpdatingLocation() { receivedMessages.append("stopUpdatingLocation()") }
    func startMonitoring(for region: CLRegion) {
        receivedMessages.append("startMonitoring(for:) \(region)")
        regions.insert(region)
    }
    var monitoredRegions: Set<CLRegion> {
        receivedMessages.append("monitoredRegions")
        return regions
    }
}
