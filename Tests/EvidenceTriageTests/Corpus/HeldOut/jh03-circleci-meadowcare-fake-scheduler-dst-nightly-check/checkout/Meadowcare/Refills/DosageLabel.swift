import Foundation

struct DosageLabel {
  static func text(tablets: Double) -> String {
    let formatter = NumberFormatter()
    formatter.maximumFractionDigits = 2
    let amount = formatter.string(from: NSNumber(value: tablets)) ?? "\(tablets)"
    return "\(amount) tablet\(tablets == 1 ? "" : "s")"
  }
}
