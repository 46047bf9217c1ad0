import Foundation

enum DeltaFormatter {
    /// "+4", "−3" (U+2212 MINUS SIGN, as the Lock Screen font renders it), "±0".
    static func string(for delta: Int) -> String {
        if delta == 0 { return "±0" }
        return delta > 0 ? "+\(delta)" : "\(delta)"
    }
}
