import CoreLocation
import Foundation

@MainActor
final class JobCheckInViewModel: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published private(set) var arrived = false
    private let manager = CLLocationManager()
    private let site: JobSite

    init(site: JobSite) {
        self.site = site
        super.init()
    }

    func startJob() {
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyNearestTenMeters
        Log.location.info("JobCheckIn: waiting for first location fix (startUpdatingLocation)")
        manager.startUpdatingLocation()
    }

    nonisolated func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let last = locations.last else { return }
        Task { @MainActor in
            if last.distance(from: site.location) < site.arrivalRadius {
                arrived = true
            }
        }
    }
}
