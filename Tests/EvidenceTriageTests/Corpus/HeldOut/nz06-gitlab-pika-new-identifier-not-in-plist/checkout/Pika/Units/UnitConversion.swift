enum UnitConversion {
    static func ounces(fromGrams grams: Double) -> Double {
        (grams / 28.0 * 10).rounded() / 10
    }
    static func cups(fromLitres litres: Double) -> Double { litres * 4.22675 }
}
