import Foundation

enum WeightFormatter {
    static func kilograms(_ grams: Int) -> String {
        String(format: "%.2f kg", Double(grams) / 1000)
    }
}
