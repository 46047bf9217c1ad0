import Foundation

enum ElevationFormatter {
    /// Feet are shown rounded to the nearest 10 ft, metres to the nearest 1 m.
    static func string(meters: Double, usesMetric: Bool) -> String {
        if usesMetric {
            return "\(Int(meters.rounded())) m"
        }
        let feet = meters * 3.28084
        let rounded = Int(feet / 10) * 10
        return "\(rounded.formatted(.number.grouping(.automatic))) ft"
    }
}
