import Foundation

enum ElevationFormatter {
    static func string(meters: Double, locale: Locale) -> String {
        let usesFeet = locale.measurementSystem == .us
        let value = usesFeet ? meters * 3.28084 : meters
        let f = NumberFormatter()
        f.locale = locale
        f.numberStyle = .decimal
        f.maximumFractionDigits = 0
        f.roundingMode = .down
        let number = f.string(from: value as NSNumber) ?? "-"
        return usesFeet ? "\(number) ft" : "\(number) m"
    }
}
