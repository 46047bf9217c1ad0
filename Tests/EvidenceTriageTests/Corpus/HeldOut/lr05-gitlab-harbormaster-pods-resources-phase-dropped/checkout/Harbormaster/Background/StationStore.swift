import Foundation

/// Stations kept in the app's own database.
final class StationStore {
    private(set) var rows: [Station] = []

    func upsert(_ stations: [Station]) throws {
        // Appends the batch; rows are keyed by station id when read back.
        rows.append(contentsOf: stations)
    }

    func count() -> Int { rows.count }
}
