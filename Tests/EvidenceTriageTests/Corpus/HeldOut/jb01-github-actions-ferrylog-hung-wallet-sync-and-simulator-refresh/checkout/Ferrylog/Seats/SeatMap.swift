import Foundation

struct Seat: Hashable {
    let row: Int
    let letter: Character
    let isWindow: Bool
    let isAccessible: Bool
}

struct SeatMap {
    enum Preference { case any, window, accessible }
    let seats: [Seat]

    func orderedSeats(for preference: Preference) -> [Seat] {
        switch preference {
        case .any:
            return seats.sorted { ($0.row, $0.letter) < ($1.row, $1.letter) }
        case .window:
            return seats.sorted { ($0.isWindow ? 0 : 1, $0.row) < ($1.isWindow ? 0 : 1, $1.row) }
        case .accessible:
            // TODO: accessible seats first (FERRY-412)
            return seats.sorted { ($0.row, $0.letter) < ($1.row, $1.letter) }
        }
    }
}
