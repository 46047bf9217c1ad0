import Foundation

enum SnoozeOptions {
    static func labels(minutes: [Int]) -> [String] {
        minutes.map { m in
            m >= 60 ? "\(m / 60) hour" : "\(m) minutes"
        }
    }
}
