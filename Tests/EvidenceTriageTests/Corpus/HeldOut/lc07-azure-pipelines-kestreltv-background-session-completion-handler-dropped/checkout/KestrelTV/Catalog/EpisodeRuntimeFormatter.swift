import Foundation

enum EpisodeRuntimeFormatter {
    static func text(seconds: Int) -> String {
        let minutes = seconds / 60
        if minutes < 60 { return "\(minutes) min" }
        return "\(minutes / 60) h \(minutes) min"        // should be minutes % 60
    }
}
