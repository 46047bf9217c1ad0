import Foundation

struct InverterReading: Equatable {
    /// Positive when importing from the grid, negative when exporting.
    var gridWatts: Int
    var solarWatts: Int
}

/// Parses the inverter's status line, e.g. "PV=3120W GRID=-1250W".
enum InverterReadingParser {
    static func parse(_ line: String) -> InverterReading? {
        var values: [String: Int] = [:]
        for field in line.split(separator: " ") {
            let pair = field.split(separator: "=")
            guard pair.count == 2 else { continue }
            let digits = pair[1].filter(\.isNumber)
            values[String(pair[0])] = Int(digits)
        }
        guard let pv = values["PV"], let grid = values["GRID"] else { return nil }
        return InverterReading(gridWatts: grid, solarWatts: pv)
    }
}
