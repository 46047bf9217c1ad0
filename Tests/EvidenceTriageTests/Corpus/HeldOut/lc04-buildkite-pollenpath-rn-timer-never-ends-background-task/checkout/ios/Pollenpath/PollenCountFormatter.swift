import Foundation

@objc final class PollenCountFormatter: NSObject {
    /// Grains/m³ → label. NAB bands for tree pollen: 1–14 low, 15–89 moderate, 90–1499 high, ≥1500 very high.
    @objc static func label(grains: Int) -> String {
        switch grains {
        case ..<15: return "Low"
        case 15..<90: return "Moderate"
        case 90..<1000: return "High"
        default: return "Very high"
        }
    }
}
