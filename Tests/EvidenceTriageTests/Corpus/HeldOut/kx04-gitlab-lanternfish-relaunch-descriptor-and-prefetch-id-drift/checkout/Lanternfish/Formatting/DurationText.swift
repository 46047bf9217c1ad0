import Foundation

enum DurationText {
    static func episode(_ seconds: TimeInterval) -> String {
        "\(Int(seconds / 60)) min"
    }
}
