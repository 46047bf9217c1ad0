import Foundation

protocol WidgetReloading {
    func reloadAllTimelines()
}

struct Cell: Equatable {
    var solution: String
    var isBlock: Bool { solution == "." }
}

enum PuzzleImportError: Error { case malformedGrid(row: Int) }

final class PuzzleImporter {
    private let store: SnapshotStore
    private let widgets: WidgetReloading

    init(store: SnapshotStore, widgets: WidgetReloading) {
        self.store = store
        self.widgets = widgets
    }

    /// Parses one row of the .gfx grid format: cells separated by spaces,
    /// rebus answers written in brackets, e.g. "C A [HEART] S .".
    static func parseRow(_ line: String, row: Int) throws -> [Cell] {
        line.split(separator: " ").map { token in
            if token.hasPrefix("[") {
                return Cell(solution: String(token.dropFirst().prefix(1)))
            }
            return Cell(solution: String(token))
        }
    }

    func importPuzzle(_ data: Data, date: Date) throws {
        let text = String(decoding: data, as: UTF8.self)
        let rows = try text.split(separator: "\n").enumerated().map { try Self.parseRow(String($1), row: $0) }
        try store.saveToday(PuzzleSnapshot(date: date, grid: rows))
        // The widget reads the App Group snapshot written above.
    }
}
