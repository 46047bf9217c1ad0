import Foundation

enum ElevationFormatter {
    /// Feet are shown rounded to the nearest 10 ft, metres to the nearest metre.
    static func feet(fromMeters meters: Double) -> String {
        let feet = meters * 3.28084
        return "\(Int(feet)) ft"
    }
}
