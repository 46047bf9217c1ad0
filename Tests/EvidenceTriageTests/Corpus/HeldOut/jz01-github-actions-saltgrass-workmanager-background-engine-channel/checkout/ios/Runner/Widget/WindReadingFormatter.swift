import Foundation

/// Shared by the app and the home-screen widget extension.
struct WindReadingFormatter {
  var locale: Locale = .current

  func gust(knots: Double) -> String {
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.minimumFractionDigits = 0
    formatter.maximumFractionDigits = 1
    return "\(formatter.string(from: NSNumber(value: knots)) ?? "–") kn"
  }

  func direction(degrees: Double) -> String {
    let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    let index = Int((degrees / 45).rounded()) % points.count
    return points[index]
  }
}
