import CoreLocation

struct Visit: Equatable {
    var coordinate: CLLocationCoordinate2D
    var arrival: Date
    var departure: Date

    static func == (l: Visit, r: Visit) -> Bool {
        l.coordinate.latitude == r.coordinate.latitude && l.coordinate.longitude == r.coordinate.longitude
            && l.arrival == r.arrival && l.departure == r.departure
    }
}

enum VisitMerger {
    static let mergeRadius: CLLocationDistance = 50

    /// Merges consecutive visits closer than `mergeRadius`.
    static func merge(_ visits: [Visit]) -> [Visit] {
        var result: [Visit] = []
        for visit in visits {
            if let last = result.last,
               CLLocation(latitude: last.coordinate.latitude, longitude: last.coordinate.longitude)
                .distance(from: CLLocation(latitude: visit.coordinate.latitude, longitude: visit.coordinate.longitude)) < mergeRadius / 2 {
                result[result.count - 1].departure = visit.departure
            } else {
                result.append(visit)
            }
        }
        return result
    }
}
