import Foundation

struct PierSchedule {
    struct Departure: Equatable { let label: String; var cancelled = false }
    var departures: [Departure]

    mutating func cancel(_ label: String) {
        if let i = departures.firstIndex(where: { $0.label == label }) {
            departures[i].cancelled = true
        }
    }

    func nextDeparture(after time: ClockTime) -> Departure? {
        departures.first { ClockTime($0.label) > time }
    }
}
