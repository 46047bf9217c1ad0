import Foundation

struct TripSummary {
    let departure: Date
    let arrival: Date

    var departureLabel: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: departure)
    }
}
