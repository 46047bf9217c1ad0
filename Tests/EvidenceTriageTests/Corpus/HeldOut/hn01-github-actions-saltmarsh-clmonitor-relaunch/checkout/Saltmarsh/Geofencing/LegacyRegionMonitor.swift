//
//  LegacyRegionMonitor.swift
//  Saltmarsh
//
//  CLCircularRegion path, still used for the "watch this pier" alerts that
//  only care about arrivals (notifyOnExit = false).
//

import CoreLocation
import Foundation

protocol RegionMonitoring: AnyObject {
    var delegate: CLLocationManagerDelegate? { get set }
    func startMonitoring(for region: CLRegion)
    func requestState(for region: CLRegion)
}

extension CLLocationManager: RegionMonitoring {}

final class LegacyRegionMonitor: NSObject, CLLocationManagerDelegate {
    private let manager: RegionMonitoring
    private(set) var watched: [String: CLCircularRegion] = [:]
    var onCrossing: ((PierCrossing) -> Void)?

    init(manager: RegionMonitoring) {
        self.manager = manager
        super.init()
        manager.delegate = self
    }

    func watchArrivals(at pier: Pier) {
        let region = CLCircularRegion(
            center: CLLocationCoordinate2D(latitude: pier.condition.latitude, longitude: pier.condition.longitude),
            radius: pier.condition.radius,
            identifier: pier.id)
        region.notifyOnEntry = true
        region.notifyOnExit = false
        watched[pier.id] = region
        manager.startMonitoring(for: region)
    }

    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
        switch state {
        case .inside:
            onCrossing?(PierCrossing(pierID: region.identifier, kind: .enter))
        case .outside:
            onCrossing?(PierCrossing(pierID: region.identifier, kind: .exit))
        case .unknown:
            break
        @unknown default:
            break
        }
    }
}
