import Foundation

struct Sailing: Hashable {
    var route: String
    var departs: Date
    var vessel: String
    var boardLine: String { "\(DepartureTime.format(departs)) \(route)" }
}

final class TimetableImporter {
    private(set) var sailings: [Sailing] = []

    /// Timetable files overlap by a day at week boundaries; the same sailing can
    /// appear in two consecutive files.
    func importFile(_ rows: [Sailing]) {
        sailings.append(contentsOf: rows)
        sailings.sort { $0.departs < $1.departs }
    }
}
