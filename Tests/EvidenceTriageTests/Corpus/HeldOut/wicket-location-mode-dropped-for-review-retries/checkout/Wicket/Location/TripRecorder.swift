import CoreLocation

final class TripRecorder: NSObject {
    enum State: Equatable { case idle, recording }
    private(set) var state: State = .idle
    private let manager = CLLocationManager()
    private let permissions: LocationPermissions

    init(permissions: LocationPermissions) {
        self.permissions = permissions
        super.init()
        manager.activityType = .automotiveNavigation
    }

    var wantsBackgroundUpdates: Bool { permissions.status == .authorizedAlways }
    var isReceivingBackgroundUpdates: Bool { manager.allowsBackgroundLocationUpdates }

    func startRecording(trip: Trip) {
        if wantsBackgroundUpdates {
            manager.allowsBackgroundLocationUpdates = true
            manager.showsBackgroundLocationIndicator = true
        }
        manager.startUpdatingLocation()
        state = .recording
    }

    func resumeIfNeeded(launchOptions: [UIApplication.LaunchOptionsKey: Any]) {
        guard launchOptions[.location] != nil else { return }
        startRecording(trip: .resumed)
    }
}
