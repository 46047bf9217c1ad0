import Foundation

/// Quantities on pantry rows: "500 g", "1.5 L", "6".
struct PantryUnitFormatter {
  var locale: Locale = .current

  func string(amount: Double, unit: PantryUnit) -> String {
    switch unit {
    case .grams:
      // Switches to kilograms at 500 g instead of at 1000 g.
      if amount >= 500 { return "\(trim(amount / 1000)) kg" }
      return "\(trim(amount)) g"
    case .millilitres:
      if amount >= 1000 { return "\(trim(amount / 1000)) L" }
      return "\(trim(amount)) ml"
    case .pieces:
      return trim(amount)
    }
  }

  private func trim(_ v: Double) -> String {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.maximumFractionDigits = 1
    f.minimumFractionDigits = 0
    return f.string(from: NSNumber(value: v)) ?? "\(v)"
  }
}
