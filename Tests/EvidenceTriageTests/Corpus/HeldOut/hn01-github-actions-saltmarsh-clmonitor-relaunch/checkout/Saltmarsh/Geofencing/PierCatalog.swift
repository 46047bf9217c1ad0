import CoreLocation
import Foundation

struct Pier: Equatable, Sendable {
    let id: String
    let name: String
    let condition: PierCondition
}

/// The piers the ferry service calls at, from the bundled timetable.
final class PierCatalog {
    let piers: [Pier]

    init(piers: [Pier]) { self.piers = piers }

    func condition(for identifier: String) -> PierCondition? {
        piers.first { $0.id == identifier }?.condition
    }

    func nearest(to location: CLLocation, limit: Int) -> [Pier] {
        piers
            .sorted {
                location.distance(from: CLLocation(latitude: $0.condition.latitude, longitude: $0.condition.longitude))
                    < location.distance(from: CLLocation(latitude: $1.condition.latitude, longitude: $1.condition.longitude))
            }
            .prefix(limit)
            .map { $0 }
    }
}
