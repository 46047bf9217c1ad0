import Foundation

struct DepartureBoard {
    let sailings: [Sailing]

    var rows: [Sailing] {
        sailings.sorted { lhs, rhs in
            lhs.departs < rhs.departs
        }
    }
}
