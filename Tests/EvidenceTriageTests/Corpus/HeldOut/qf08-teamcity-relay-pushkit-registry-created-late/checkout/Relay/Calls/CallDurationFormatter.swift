import Foundation

enum CallDurationFormatter {
    static func string(_ seconds: Int) -> String {
        String(format: "%d:%02d", seconds / 60, seconds % 60)
    }
}
