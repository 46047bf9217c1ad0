import CoreLocation

final class TripRecorder: NSObject, CLLocationManagerDelegate {
    private let manager: LocationManaging
    private let store: TripStore
    private(set) var isRecording = false

    init(manager: LocationManaging, store: TripStore) {
        self.manager = manager
        self.store = store
        super.init()
    }

    func beginTrip(named name: String) {
        manager.delegate = self
        manager.allowsBackgroundLocationUpdates = true
        manager.showsBackgroundLocationIndicator = true
        manager.startUpdatingLocation()
        isRecording = true
    }
}
