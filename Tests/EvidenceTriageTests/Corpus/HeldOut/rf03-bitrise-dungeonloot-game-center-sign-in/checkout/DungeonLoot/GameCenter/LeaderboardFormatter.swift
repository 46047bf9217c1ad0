import Foundation

struct LeaderboardFormatter {
    let locale: Locale
    func score(_ value: Int) -> String {
        let f = NumberFormatter()
        f.locale = locale
        f.numberStyle = .none
        return f.string(from: NSNumber(value: value)) ?? "\(value)"
    }
}
