import Foundation

struct TimetableMerger {
    /// Realtime entries win over scheduled ones for the same trip and stop.
    func merge(scheduled: [Departure], realtime: [Departure]) -> [Departure] {
        var byKey: [String: Departure] = [:]
        for departure in scheduled { byKey[key(departure)] = departure }
        for departure in realtime where departure.status != .cancelled {
            byKey[key(departure)] = departure
        }
        return byKey.values.sorted { $0.time < $1.time }
    }

    private func key(_ departure: Departure) -> String {
        "\(departure.tripID)|\(departure.stop)"
    }
}
