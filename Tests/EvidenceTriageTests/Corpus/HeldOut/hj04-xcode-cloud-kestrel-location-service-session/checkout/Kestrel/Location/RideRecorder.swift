import CoreLocation
import UIKit
import Foundation

/// Records a ride's track while the app is in the foreground, in the background
/// and after the system relaunches it for a location event.
@MainActor
final class RideRecorder {
    private(set) var serviceSession: CLServiceSession?
    private(set) var activeRide: Ride?
    let manager: CLLocationManager
    private let store: RideStore
    private let log = KestrelLog(category: "RideRecorder")
    private var diagnosticsTask: Task<Void, Never>?

    init(manager: CLLocationManager = CLLocationManager(), store: RideStore) {
        self.manager = manager
        self.store = store
    }

    /// Start button on the ride screen (app in the foreground).
    func startRide(_ ride: Ride) {
        activeRide = ride
        serviceSession = CLServiceSession(authorization: .always)
        observeDiagnostics()
        manager.activityType = .fitness
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.pausesLocationUpdatesAutomatically = false
        manager.startUpdatingLocation()
        log.info("ride \(ride.id) started")
    }

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func resumeAfterLaunch(options: [UIApplication.LaunchOptionsKey: Any]?) {
        guard let ride = store.unfinishedRide() else { return }
        activeRide = ride
        if options?[.location] != nil {
            // Relaunched by Core Location: the map screen re-arms the session
            // (and the manager) when it appears.
            log.info("relaunched for location; restoring ride \(ride.id) lazily when the map appears")
            return
        }
        startRide(ride)
    }

    private func observeDiagnostics() {
        diagnosticsTask?.cancel()
        guard let serviceSession else { return }
        diagnosticsTask = Task { [log] in
            for await diagnostic in serviceSession.diagnostics {
                log.info("CLServiceSession diagnostic: serviceSessionRequired=\(diagnostic.serviceSessionRequired) insufficientlyInUse=\(diagnostic.insufficientlyInUse)")
            }
        }
    }
}
