import Foundation

enum StandingsSorter {
    static func sorted(_ rows: [Row]) -> [Row] {
        rows.sorted { $0.points > $1.points }
    }
}
