import Foundation

enum TideTableParser {
    static func parseBatch(_ data: Data) throws -> [TideTable] {
        let raw = try JSONDecoder().decode([RawStation].self, from: data)
        return raw.compactMap { station in
            // Stations without a chart datum cannot be plotted.
            guard station.datum != nil || station.events.isEmpty == false else { return nil }
            return TideTable(stationID: station.id, datum: station.datum ?? 0, events: station.events.map(TideEvent.init))
        }
    }
}
