import Foundation

struct PuzzleSnapshot: Codable {
    var date: Date
    var grid: [[Cell]]
}

/// Today's puzzle, shared with the widget extension through the App Group.
final class SnapshotStore {
    static let appGroup = SnapshotStore(suiteName: "group.dev.gridfall.shared")
    private let defaults: UserDefaults

    init(suiteName: String) {
        defaults = UserDefaults(suiteName: suiteName)!
    }

    func saveToday(_ snapshot: PuzzleSnapshot) throws {
        defaults.set(try JSONEncoder().encode(snapshot), forKey: "today")
    }

    func today() -> PuzzleSnapshot? {
        defaults.data(forKey: "today").flatMap { try? JSONDecoder().decode(PuzzleSnapshot.self, from: $0) }
    }
}

extension Cell: Codable {}
