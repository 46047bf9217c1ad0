import CoreLocation
import CoreMotion
import os

/// Starts and stops trips without user interaction.
///
/// Significant-change monitoring wakes (or relaunches) the app when the device has moved
/// ~500 m; activity updates tell walking/hiking apart from driving so car rides are not
/// recorded as hikes.
final class TripDetector: NSObject, CLLocationManagerDelegate {
    static let shared = TripDetector()

    private let log = Logger(subsystem: "com.switchbackapp.trips", category: "TripDetector")
    private let locationManager = CLLocationManager()
    private let activityManager = CMMotionActivityManager()
    private let activityQueue = OperationQueue()
    private(set) var currentActivity: CMMotionActivity?
    private(set) var isRunning = false

    var onTripStart: ((CLLocation) -> Void)?

    override init() {
        super.init()
        locationManager.delegate = self
        locationManager.allowsBackgroundLocationUpdates = true
        locationManager.pausesLocationUpdatesAutomatically = true
        activityQueue.name = "TripDetector.activity"
        activityQueue.maxConcurrentOperationCount = 1
    }

    /// Called at launch (including a relaunch for a location event) and when the user
    /// turns on "Auto-detect trips".
    func start() {
        guard !isRunning else { return }
        isRunning = true
        log.info("starting significant-change monitoring")
        locationManager.startMonitoringSignificantLocationChanges()

        if CMMotionActivityManager.isActivityAvailable() {
            log.info("starting activity updates")
            activityManager.startActivityUpdates(to: activityQueue) { [weak self] activity in
                self?.currentActivity = activity
            }
        }
    }

    func stop() {
        isRunning = false
        locationManager.stopMonitoringSignificantLocationChanges()
        activityManager.stopActivityUpdates()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let location = locations.last else { return }
        if currentActivity?.automotive == true { return }
        onTripStart?(location)
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        log.error("location error: \(error.localizedDescription, privacy: .public)")
    }
}
