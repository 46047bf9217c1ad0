import CoreLocation
@testable import Saltmarsh

final class FakeLocationSource: LocationSource {
    struct Fix { var latitude, longitude, accuracy: Double; var timestamp: Date }
    private let last: Fix?
    private let fresh: Fix?
    private(set) var freshRequests = 0

    init(last: Fix?, fresh: Fix? = nil) { self.last = last; self.fresh = fresh }

    var lastKnownLocation: CLLocation? { last.map(Self.location) }

    func requestFreshLocation() async throws -> CLLocation {
        freshRequests += 1
        guard let fresh else { throw CLError(.locationUnknown) }
        return Self.location(fresh)
    }

    private static func location(_ f: Fix) -> CLLocation {
        CLLocation(coordinate: .init(latitude: f.latitude, longitude: f.longitude), altitude: 2,
                   horizontalAccuracy: f.accuracy, verticalAccuracy: 4, timestamp: f.timestamp)
    }
}
