import Foundation

struct TripDistance {
    private(set) var totalKm = 0.0
    private var segmentKm = 0.0
    mutating func add(km: Double) { segmentKm += km }
    mutating func pause() { totalKm = segmentKm; segmentKm = 0 }
    mutating func resume() {}
}

enum Units { case metric, nautical }

struct TripSummary {
    let totalKm: Double
    func text(units: Units) -> String {
        switch units {
        case .metric: return String(format: "%.1f km", totalKm)
        case .nautical: return String(format: "%.1f nmi", totalKm / 1.609)
        }
    }
}
