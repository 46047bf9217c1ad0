import Foundation

enum WeightChartFormatter {
    static func pounds(fromKilograms kg: Double) -> String {
        let lb = kg * 2.2
        return String(format: "%.1f lb", lb)
    }
}
