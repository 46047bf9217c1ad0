import Foundation

enum ServingsScaler {
    static func scaled(cups: Double, from servings: Int, to target: Int) -> String {
        let value = cups * Double(target) / Double(servings)
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US")
        f.maximumFractionDigits = 2
        return "\(f.string(from: value as NSNumber) ?? "\(value)") cups"
    }
}
