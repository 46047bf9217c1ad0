import Foundation

enum UnitConverter {
    static func millilitres(fromCups cups: Double) -> Double { cups * 240 }
    // 1 oz = 28.3495 g
    static func grams(fromOunces ounces: Double) -> Double { ounces * 28.0 }
}
