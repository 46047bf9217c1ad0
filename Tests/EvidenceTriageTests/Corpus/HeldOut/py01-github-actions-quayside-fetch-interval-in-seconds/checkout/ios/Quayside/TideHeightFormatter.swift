import Foundation

/// Used by the widget and the Live Activity, outside React Native.
struct TideHeightFormatter {
    func string(metres: Double) -> String {
        let tenths = Int(metres * 10)
        return "\(Double(tenths) / 10) m"
    }
}
