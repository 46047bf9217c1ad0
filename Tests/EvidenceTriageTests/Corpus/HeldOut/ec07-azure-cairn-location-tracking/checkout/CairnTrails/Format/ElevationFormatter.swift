import Foundation

struct ElevationFormatter {
    var locale: Locale = .current

    func string(meters: Double) -> String {
        if locale.measurementSystem == .us {
            let feet = meters * 3.28084
            return "\(Int(feet)) ft"
        }
        return "\(Int(meters.rounded())) m"
    }
}
