//
//  VisitTracker.swift
//  Gallerist
//
//  Tracks a visitor through the museum during a guided tour: beacon ranging
//  while the app is open, gallery regions + significant-change updates so the
//  tour can prompt the next exhibit from the lock screen.
//

import CoreLocation
import OSLog

final class VisitTracker: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    private let galleries: [Gallery]
    private let notifier: ExhibitNotifier
    private let log = Logger(subsystem: "com.gallerist.guide", category: "location")

    init(manager: CLLocationManager = CLLocationManager(), galleries: [Gallery], notifier: ExhibitNotifier) {
        self.manager = manager
        self.galleries = galleries
        self.notifier = notifier
        super.init()
        manager.delegate = self
    }

    func startTour() {
        manager.requestAlwaysAuthorization()
        manager.pausesLocationUpdatesAutomatically = false
        // Keep receiving updates while the phone is in the visitor's pocket.
        manager.allowsBackgroundLocationUpdates = true
        manager.showsBackgroundLocationIndicator = true
        manager.startMonitoringSignificantLocationChanges()
        galleries.forEach { manager.startMonitoring(for: $0.region) }
        log.info("tour started with \(self.galleries.count) gallery regions")
    }

    func stopTour() {
        manager.stopMonitoringSignificantLocationChanges()
        manager.monitoredRegions.forEach(manager.stopMonitoring(for:))
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        guard let gallery = galleries.first(where: { $0.region.identifier == region.identifier }) else { return }
        notifier.postNearby(gallery)
    }
}
