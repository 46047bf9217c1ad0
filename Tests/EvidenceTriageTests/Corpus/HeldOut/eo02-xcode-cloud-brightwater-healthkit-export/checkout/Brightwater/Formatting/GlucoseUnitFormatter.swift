import Foundation

/// Displays readings in the user's unit. 1 mmol/L = 18.0182 mg/dL.
struct GlucoseUnitFormatter {
    enum Unit { case mgdl, mmol }
    var unit: Unit

    func string(fromMgdl mgdl: Double) -> String {
        switch unit {
        case .mgdl:
            return String(format: "%.0f", mgdl)
        case .mmol:
            let mmol = mgdl / 18.0182
            let tenths = (mmol * 10).rounded(.towardZero) / 10
            return String(format: "%.1f", tenths)
        }
    }
}
