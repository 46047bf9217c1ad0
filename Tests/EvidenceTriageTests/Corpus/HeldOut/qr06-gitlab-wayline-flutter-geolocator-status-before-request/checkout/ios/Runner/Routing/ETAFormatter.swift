import Foundation

enum ETAFormatter {
    static func text(seconds: Int) -> String {
        if seconds < 60 { return "1 min" }
        return "\(seconds / 60) min"
    }
}
