import Foundation

struct Leg { let metres: Double }

struct Trip {
    let legs: [Leg]
    var displayDistance: String {
        let km = legs.dropLast().reduce(0) { $0 + $1.metres } / 1000
        return String(format: "%.1f km", km)
    }
}
