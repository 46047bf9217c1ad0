//
//  GeofenceMonitorTests.swift
//  WaymarkTests
//

import XCTest
import CoreLocation
@testable import WaymarkKit

final class GeofenceMonitorTests: XCTestCase {
    private let harbour = CLLocationCoordinate2D(latitude: 53.3441, longitude: -6.2675)

    func testMonitorStartsRegionMonitoring() {
        let manager = FakeLocationManager()
        let monitor = GeofenceMonitor(manager: manager)

        monitor.monitor(meetupID: "ride-118", center: harbour, radius: 150, onEnter: { _ in })

        XCTAssertEqual(manager.startedRegions.map(\.identifier), ["ride-118"])
    }

    func testEnterEventReachesRegisteredHandler() {
        let manager = FakeLocationManager()
        let monitor = GeofenceMonitor(manager: manager)
        var enterCalls = 0
        monitor.monitor(meetupID: "ride-118", center: harbour, radius: 150, onEnter: { _ in enterCalls += 1 })

        // Core Location calls the delegate with the region it was given.
        monitor.locationManager(CLLocationManager(), didEnterRegion: manager.startedRegions[0])

        XCTAssertEqual(enterCalls, 1, "enter handler was not called")
    }

    func testExitEventReachesRegisteredHandler() {
        let manager = FakeLocationManager()
        let monitor = GeofenceMonitor(manager: manager)
        var exitCalls = 0
        monitor.monitor(meetupID: "ride-118", center: harbour, radius: 150, onExit: { _ in exitCalls += 1 })

        monitor.locationManager(CLLocationManager(), didExitRegion: manager.startedRegions[0])

        XCTAssertEqual(exitCalls, 1)
    }
}

final class FakeLocationManager: LocationManaging {
    weak var delegate: CLLocationManagerDelegate?
    var allowsBackgroundLocationUpdates = false
    var pausesLocationUpdatesAutomatically = true
    var showsBackgroundLocationIndicator = false
    var monitoredRegions: Set<CLRegion> { Set(startedRegions) }
    private(set) var startedRegions: [CLRegion] = []
    private(set) var isUpdatingLocation = false

    func startUpdatingLocation() { isUpdatingLocation = true }
    func stopUpdatingLocation() { isUpdatingLocation = false }
    func startMonitoringSignificantLocationChanges() {}
    func stopMonitoringSignificantLocationChanges() {}
    func startMonitoring(for region: CLRegion) { startedRegions.append(region) }
    func stopMonitoring(for region: CLRegion) { startedRegions.removeAll { $0.identifier == region.identifier } }
}
