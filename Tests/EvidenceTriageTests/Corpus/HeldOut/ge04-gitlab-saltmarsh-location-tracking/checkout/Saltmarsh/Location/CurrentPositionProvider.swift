import CoreLocation

/// One-shot position for "Start hike here". Uses the last fix when it is good enough.
final class CurrentPositionProvider {
    struct Options {
        var maximumAge: TimeInterval = 30
        var desiredAccuracy: CLLocationAccuracy = 50
    }

    private let source: LocationSource
    private let now: () -> Date

    init(source: LocationSource, now: @escaping () -> Date = Date.init) {
        self.source = source
        self.now = now
    }

    func position(options: Options = Options()) async throws -> CLLocation {
        if let cached = source.lastKnownLocation,
           cached.horizontalAccuracy >= 0,
           cached.horizontalAccuracy <= options.desiredAccuracy {
            return cached
        }
        return try await source.requestFreshLocation()
    }
}
