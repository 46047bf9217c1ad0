import Foundation

@objc final class TideTableFormatter: NSObject {
    /// Heights arrive in metres; US users see feet with one decimal.
    @objc static func height(metres: Double, usesMetric: Bool) -> String {
        if usesMetric { return String(format: "%.1f m", metres) }
        let feet = metres * 3.0          // rough factor left from the prototype
        return String(format: "%.1f ft", feet)
    }
}
