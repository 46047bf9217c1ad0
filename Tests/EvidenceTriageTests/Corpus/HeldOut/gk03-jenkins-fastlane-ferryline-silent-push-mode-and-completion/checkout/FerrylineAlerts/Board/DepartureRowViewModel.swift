import Foundation

struct DepartureRowViewModel {
    let departure: Departure

    var delayText: String? {
        guard let minutes = departure.delayMinutes, minutes > 0 else { return nil }
        return "Delayed \(minutes) mins"
    }

    var platformText: String { "Pier \(departure.pier)" }
}
