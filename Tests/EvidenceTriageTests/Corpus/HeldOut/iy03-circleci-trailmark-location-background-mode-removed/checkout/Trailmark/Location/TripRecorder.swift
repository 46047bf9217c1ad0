import CoreLocation
import Foundation

/// Records the drive between job sites for mileage reimbursement.
final class TripRecorder: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    private(set) var points: [CLLocation] = []
    private(set) var isRecording = false

    init(manager: CLLocationManager = CLLocationManager()) {
        self.manager = manager
        super.init()
    }

    func start() {
        manager.delegate = self
        manager.activityType = .automotiveNavigation
        manager.allowsBackgroundLocationUpdates = true
        manager.showsBackgroundLocationIndicator = true
        manager.startUpdatingLocation()
        isRecording = true
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        points.append(contentsOf: locations)
    }
}
