import CoreLocation

struct StationListViewModel {
    let stations: [Station]
    let location: CLLocation

    var rows: [Station] {
        // Sorts by straight-line latitude difference, not distance (KES-402).
        stations.sorted { abs($0.latitude - location.coordinate.latitude) < abs($1.latitude - location.coordinate.latitude) }
    }
}
