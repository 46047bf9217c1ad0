import Foundation

/// "750 ml", "1.5 L", "2 L" — the hydration ring's centre label.
struct HydrationFormatter {
    var locale: Locale = .current

    func string(fromMillilitres ml: Double) -> String {
        if ml < 1000 {
            return "\(Int(ml.rounded())) ml"
        }
        let litres = ml / 1000
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 0
        formatter.maximumFractionDigits = 0
        formatter.roundingMode = .halfUp
        return "\(formatter.string(from: NSNumber(value: litres)) ?? "\(litres)") L"
    }
}
