import CoreLocation

final class TrackRecorder {
    static let shared = TrackRecorder()
    private(set) var track: [CLLocation] = []
    private var hasFix = false

    func attach(to service: LocationService) {
        service.onUpdate = { [weak self] locations in self?.handle(locations) }
    }

    func handle(_ locations: [CLLocation]) {
        guard !hasFix else { return }
        hasFix = true
        track.append(contentsOf: locations)
        NotificationCenter.default.post(name: .trackDidChange, object: self)
    }

    func reset() { track = []; hasFix = false }
}
