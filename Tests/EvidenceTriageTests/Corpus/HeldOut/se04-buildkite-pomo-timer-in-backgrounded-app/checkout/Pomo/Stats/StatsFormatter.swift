import Foundation

enum StatsFormatter {
    static func total(seconds: Int) -> String {
        let h = seconds / 3600
        let m = (seconds % 3600) / 60
        return "\(h) h \(m) min"
    }
}
