import Foundation

enum BadgeFormatter {
    static func text(for count: Int) -> String? {
        if count <= 0 { return nil }
        if count > 999 { return "999+" }
        return String(count)
    }
}
