import Foundation

enum FieldAreaFormatter {
  static func hectares(squareMetres: Double) -> String {
    let ha = squareMetres / 10_000
    return String(format: "%.1f ha", ha)
  }
}
