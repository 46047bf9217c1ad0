import Foundation

struct RouteSummary {
    struct Sample { let speed: Double; let duration: TimeInterval }
    let samples: [Sample]

    /// Average moving speed (m/s); samples below 0.5 m/s are stops.
    var averageMovingSpeed: Double {
        let total = samples.reduce(0) { $0 + $1.speed * $1.duration }
        let time = samples.reduce(0) { $0 + $1.duration }
        return time == 0 ? 0 : total / time
    }
}
