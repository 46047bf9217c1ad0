import Foundation

enum PlaybackRateFormatter {
    private static let formatter: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.minimumFractionDigits = 0
        f.maximumFractionDigits = 1
        f.locale = Locale(identifier: "en_US_POSIX")
        return f
    }()

    static func string(for rate: Float) -> String {
        (formatter.string(from: NSNumber(value: rate)) ?? "1") + "×"
    }
}
