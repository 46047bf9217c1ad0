import Foundation

enum EpisodeDurationFormatter {
    static func string(from seconds: Int) -> String {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute]
        f.unitsStyle = .abbreviated
        return f.string(from: TimeInterval(seconds)) ?? ""
    }
}
