//
//  RegionRotationTests.swift
//  DepotTests
//

import CoreLocation
import XCTest
@testable import Depot

private final class FakeRegionMonitor: RegionMonitoring {
    var monitoredRegions: Set<CLRegion> = []
    func startMonitoring(for region: CLRegion) { monitoredRegions.insert(region) }
    func stopMonitoring(for region: CLRegion) { monitoredRegions.remove(region) }
}

final class RegionRotationTests: XCTestCase {
    private func fences(_ count: Int, offset: Double = 0) -> [Geofence] {
        (0..<count).map { i in
            Geofence(id: "depot-\(i)",
                     center: CLLocationCoordinate2D(latitude: 51.50 + offset + Double(i) * 0.01, longitude: -0.12),
                     radius: 150)
        }
    }

    func testFirstRotationMonitorsNearestTwenty() {
        let monitor = FakeRegionMonitor()
        RegionRotation(monitor: monitor).rotate(around: CLLocation(latitude: 51.50, longitude: -0.12),
                                                fences: fences(35))
        XCTAssertEqual(monitor.monitoredRegions.count, 20)
    }

    func testRotationKeepsNearestTwentyAndDropsStale() {
        // Regions left over from the previous launch (persisted by the system).
        let monitor = FakeRegionMonitor()
        for fence in fences(12, offset: 2.0) {
            monitor.startMonitoring(for: CLCircularRegion(center: fence.center, radius: fence.radius,
                                                          identifier: "stale-\(fence.id)"))
        }

        RegionRotation(monitor: monitor).rotate(around: CLLocation(latitude: 51.50, longitude: -0.12),
                                                fences: fences(35))

        XCTAssertLessThanOrEqual(monitor.monitoredRegions.count, RegionRotation.systemLimit,
                                 "monitored: \(monitor.monitoredRegions.map(\.identifier).sorted())")
        XCTAssertFalse(monitor.monitoredRegions.contains { $0.identifier.hasPrefix("stale-") })
    }
}
