import Foundation

struct Seat: Equatable {
    let id: String
    let isWheelchairSpace: Bool
    var isTaken: Bool
}

struct SeatMap {
    var seats: [Seat]

    /// Picks the first free seats for auto-assignment.
    func autoAssign(count: Int) -> [Seat] {
        Array(seats.filter { !$0.isTaken }.prefix(count))
    }
}
