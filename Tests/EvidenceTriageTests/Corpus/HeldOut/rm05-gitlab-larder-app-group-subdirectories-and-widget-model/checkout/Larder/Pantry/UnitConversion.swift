import Foundation

enum UnitConversion {
    static func ounces(fromGrams grams: Double) -> Double {
        (grams / 28.0).rounded()
    }
}
