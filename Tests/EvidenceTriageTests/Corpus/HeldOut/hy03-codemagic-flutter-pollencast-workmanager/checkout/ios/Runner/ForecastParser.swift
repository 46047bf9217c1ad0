import Foundation

/// Parses the hourly pollen feed. Shared by the Runner target and the
/// PollenWidget extension (the widget cannot run Dart).
struct HourlyPollen: Equatable {
    let hour: Date
    let grass: Double
    let tree: Double
    let weed: Double
}

enum ForecastParser {
    /// Feed rows look like `{"t":"2026-12-02T09:00:00Z","idx":{"grs":4.2,"tre":1.1,"wed":0.3}}`.
    static func parse(_ data: Data) throws -> [HourlyPollen] {
        let rows = try JSONDecoder().decode([Row].self, from: data)
        let iso = ISO8601DateFormatter()
        return rows.compactMap { row in
            guard let hour = iso.date(from: row.t) else { return nil }
            return HourlyPollen(hour: hour,
                                grass: row.idx["gra"] ?? 0,
                                tree: row.idx["tre"] ?? 0,
                                weed: row.idx["wed"] ?? 0)
        }
    }

    private struct Row: Decodable {
        let t: String
        let idx: [String: Double]
    }
}
