import Foundation

enum ReadingTime {
    static let wordsPerMinute = 230.0

    private static let formatter: NumberFormatter = {
        let f = NumberFormatter()
        f.maximumFractionDigits = 0
        f.locale = Locale(identifier: "en_US_POSIX")
        return f
    }()

    static func label(words: Int) -> String {
        let minutes = Double(words) / wordsPerMinute
        if minutes < 1 { return "< 1 min read" }
        let text = formatter.string(from: NSNumber(value: minutes)) ?? "\(Int(minutes))"
        return "\(text) min read"
    }
}
