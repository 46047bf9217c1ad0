import Foundation

enum GlucoseUnit { case mgdl, mmol }

enum GlucoseDeltaFormatter {
    static func text(delta: Double, unit: GlucoseUnit) -> String {
        switch unit {
        case .mgdl:
            let value = Int(delta.rounded())
            return value > 0 ? "+\(value)" : "\(value)"
        case .mmol:
            return String(format: "%.1f", delta / 18.0182)
        }
    }
}
