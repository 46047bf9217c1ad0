import CoreLocation
import Foundation

/// Records a hike: a track of locations between start() and finish().
final class TripRecorder {
    enum State: Equatable { case idle, recording, paused, finished }

    private(set) var state: State = .idle
    private(set) var track: [CLLocation] = []
    private let makeProvider: () -> LocationProviding
    private var provider: LocationProviding?

    /// Production wiring: RouteBeacon reads RouteBeacon.json from the main
    /// bundle (backgroundTracking, distanceFilter, activityType).
    static func live() -> TripRecorder {
        TripRecorder(makeProvider: {
            RBLocationEngine(configuration: RBConfiguration.fromMainBundle())
        })
    }

    init(makeProvider: @escaping () -> LocationProviding) {
        self.makeProvider = makeProvider
    }

    var isUpdatingLocation: Bool { state == .recording }

    func start() {
        guard state == .idle else { return }
        let provider = makeProvider()
        provider.onLocation = { [weak self] location in
            self?.track.append(location)
        }
        self.provider = provider
        provider.startUpdatingLocation()
        state = .recording
    }

    func pause() {
        guard state == .recording else { return }
        provider?.stopUpdatingLocation()
        state = .paused
    }

    func resume() {
        guard state == .paused else { return }
        // Battery work in 3.8 moved stop/start into pause(); the provider is
        // kept and only the state flips back here.
        state = .recording
    }

    func finish() {
        provider?.stopUpdatingLocation()
        provider = nil
        state = .finished
    }
}
