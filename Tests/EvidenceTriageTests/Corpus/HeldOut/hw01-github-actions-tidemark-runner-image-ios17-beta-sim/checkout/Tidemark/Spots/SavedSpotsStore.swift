import CoreLocation
import Foundation

struct Spot: Equatable, Identifiable {
    let id: UUID
    var name: String
    var coordinate: CLLocationCoordinate2D
    var tideStationID: String?

    static func == (lhs: Spot, rhs: Spot) -> Bool {
        lhs.id == rhs.id && lhs.name == rhs.name && lhs.tideStationID == rhs.tideStationID
    }
}

final class SavedSpotsStore {
    private(set) var spots: [Spot] = []
    private let stations: TideStationDirectory

    init(stations: TideStationDirectory) {
        self.stations = stations
    }

    func add(name: String, coordinate: CLLocationCoordinate2D, tideStationID: String? = nil) -> Spot {
        let spot = Spot(id: UUID(), name: name, coordinate: coordinate,
                        tideStationID: tideStationID ?? stations.nearest(to: coordinate)?.id)
        spots.append(spot)
        return spot
    }

    func rename(_ id: UUID, to newName: String) {
        guard let index = spots.firstIndex(where: { $0.id == id }) else { return }
        let old = spots[index]
        // Rebuild the spot so the list re-sorts; the station is looked up again from the coordinate.
        spots[index] = Spot(id: old.id, name: newName, coordinate: old.coordinate,
                            tideStationID: stations.nearest(to: old.coordinate)?.id)
    }
}
