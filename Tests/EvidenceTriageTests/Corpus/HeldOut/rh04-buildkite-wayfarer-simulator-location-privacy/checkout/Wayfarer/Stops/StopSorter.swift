import CoreLocation

struct Stop: Equatable { let id: String; let name: String; let walkingMetres: Double; let straightMetres: Double }

enum StopSorter {
    static func nearest(_ stops: [Stop]) -> [Stop] {
        stops.sorted { $0.straightMetres < $1.straightMetres }
    }
}
