import CoreLocation
import Foundation

struct Marina: Equatable {
    let name: String
    let coordinate: CLLocationCoordinate2D
    static func == (l: Marina, r: Marina) -> Bool { l.name == r.name }
}

struct MarinaListViewModel {
    let marinas: [Marina]

    func sortedByDistance(from user: CLLocation) -> [Marina] {
        marinas.sorted { a, b in
            let da = CLLocation(latitude: a.coordinate.latitude, longitude: a.coordinate.longitude).distance(from: user)
            let db = CLLocation(latitude: b.coordinate.latitude, longitude: b.coordinate.longitude).distance(from: user)
            return da > db
        }
    }
}
