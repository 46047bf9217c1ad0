import Foundation

/// Imports the CSV that the gym treadmill console exports over USB/AirDrop.
/// Columns: started_at,duration_s,distance_km,incline_pct
/// The console always writes machine format: "." decimals, no grouping.
struct TreadmillCSVImporter {
    struct Row: Equatable {
        var startedAt: Date
        var duration: TimeInterval
        var distanceMeters: Double
        var inclinePercent: Double
    }

    /// #958: numbers now go through a formatter so we "respect region settings".
    var locale: Locale = .current

    private var numberFormatter: NumberFormatter {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.locale = locale   // user's region, e.g. fi_FI expects "5,42"
        return f
    }

    func parse(_ csv: String) -> [Row] {
        let dates = ISO8601DateFormatter()
        return csv.split(whereSeparator: \.isNewline).dropFirst().compactMap { line in
            let cols = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard cols.count == 4, let start = dates.date(from: cols[0]) else { return nil }
            let duration = numberFormatter.number(from: cols[1])?.doubleValue ?? 0
            let km = numberFormatter.number(from: cols[2])?.doubleValue ?? 0
            let incline = numberFormatter.number(from: cols[3])?.doubleValue ?? 0
            return Row(startedAt: start, duration: duration, distanceMeters: km * 1_000, inclinePercent: incline)
        }
    }
}
