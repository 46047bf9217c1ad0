import Foundation

enum GlucoseFormatter {
    static let mgdlPerMmol = 18.0

    /// One decimal place, as printed on meters.
    static func mmol(fromMgdl mgdl: Double) -> String {
        let mmol = mgdl / mgdlPerMmol
        let tenths = Int(mmol * 10)          // drop the rest
        return String(format: "%.1f", Double(tenths) / 10)
    }
}
