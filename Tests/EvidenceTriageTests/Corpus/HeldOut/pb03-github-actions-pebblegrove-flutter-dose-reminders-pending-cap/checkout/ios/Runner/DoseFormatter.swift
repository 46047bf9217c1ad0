import Foundation

enum DoseFormatter {
    static func label(count: Int) -> String {
        count == 1 ? "1 tablet" : "\(count) tablet"
    }
}
