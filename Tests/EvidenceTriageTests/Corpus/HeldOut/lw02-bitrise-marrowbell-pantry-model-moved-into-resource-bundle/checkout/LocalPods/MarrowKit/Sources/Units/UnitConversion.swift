import Foundation

public enum Ingredient: String, Sendable {
    case flour, sugar, butter, rice
    /// Grams per US cup.
    var gramsPerCup: Double {
        switch self {
        case .flour: return 150      // TODO(MBL-2240): nutrition team says 125 g, spooned and levelled
        case .sugar: return 200
        case .butter: return 227
        case .rice: return 185
        }
    }
}

public enum UnitConversion {
    public static func grams(cups: Double, of ingredient: Ingredient) -> String {
        let grams = (cups * ingredient.gramsPerCup).rounded()
        return "\(Int(grams)) g"
    }
}
