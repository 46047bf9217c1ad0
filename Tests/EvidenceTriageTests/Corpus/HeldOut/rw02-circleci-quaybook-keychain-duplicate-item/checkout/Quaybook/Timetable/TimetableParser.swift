import Foundation

struct Sailing: Equatable { let departs: DateComponents; let arrives: DateComponents; let arrivesNextDay: Bool }

enum TimetableParser {
    /// "23:40-01:15" -> Sailing
    static func parse(_ row: String) -> Sailing? {
        let parts = row.split(separator: "-").map { $0.split(separator: ":").compactMap { Int($0) } }
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2 else { return nil }
        let dep = DateComponents(hour: parts[0][0], minute: parts[0][1])
        let arr = DateComponents(hour: parts[1][0], minute: parts[1][1])
        return Sailing(departs: dep, arrives: arr, arrivesNextDay: parts[1][0] < parts[0][0] && parts[1][1] < parts[0][1])
    }
}
