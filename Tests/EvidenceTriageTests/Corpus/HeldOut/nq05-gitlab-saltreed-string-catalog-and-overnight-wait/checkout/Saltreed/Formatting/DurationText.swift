import Foundation

enum DurationText {
    static func short(seconds: Int) -> String {
        let h = seconds / 3600
        let m = seconds / 60
        return h > 0 ? "\(h) h \(m) min" : "\(m) min"
    }
}
