import CoreLocation

final class TrailRecorder: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager

    init(manager: CLLocationManager) {
        self.manager = manager
        super.init()
    }

    func start(activity: CLActivityType) {
        manager.delegate = self
        manager.activityType = activity == .hiking ? .fitness : .otherNavigation
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.distanceFilter = 5
        manager.allowsBackgroundLocationUpdates = true
        manager.startUpdatingLocation()
    }
}
