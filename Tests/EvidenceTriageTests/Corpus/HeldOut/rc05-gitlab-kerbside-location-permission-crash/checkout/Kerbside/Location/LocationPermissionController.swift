import CoreLocation

final class LocationPermissionController: NSObject, CLLocationManagerDelegate {
    private let manager: CLLocationManager
    private(set) var requestCount = 0
    private(set) var didRequestAlwaysUpgrade = false
    var onChange: ((CLAuthorizationStatus) -> Void)?

    init(manager: CLLocationManager) {
        self.manager = manager
        super.init()
        manager.delegate = self
    }

    func requestWhenInUse() {
        requestCount += 1
        manager.requestWhenInUseAuthorization()
    }

    func tripCompleted() {
        guard manager.authorizationStatus == .authorizedWhenInUse else { return }
        didRequestAlwaysUpgrade = true
        manager.requestAlwaysAuthorization()
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        onChange?(manager.authorizationStatus)
    }
}
