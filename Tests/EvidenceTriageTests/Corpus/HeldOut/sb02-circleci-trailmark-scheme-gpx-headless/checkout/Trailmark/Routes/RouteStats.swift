import Foundation

struct RouteStats {
    let elevations: [Double]

    var elevationGain: Double {
        zip(elevations, elevations.dropFirst()).reduce(0) { $0 + ($1.1 - $1.0) }
    }
}
