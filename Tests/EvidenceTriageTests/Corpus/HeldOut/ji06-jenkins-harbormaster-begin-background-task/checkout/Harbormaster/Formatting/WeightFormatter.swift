import Foundation

enum WeightFormatter {
    static func string(kilograms: Double) -> String {
        // TODO(HM-1201): switch to tonnes above 1 000 kg
        return "\(Int(kilograms)) kg"
    }
}
