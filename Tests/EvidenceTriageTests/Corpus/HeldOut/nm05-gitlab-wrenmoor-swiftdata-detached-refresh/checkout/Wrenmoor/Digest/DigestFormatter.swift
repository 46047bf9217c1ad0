import Foundation

enum DigestFormatter {
    static func headline(for episode: Episode) -> String {
        episode.title.count > 80 ? String(episode.title.prefix(80)) + "..." : episode.title
    }

    static func duration(seconds: Int) -> String {
        let h = seconds / 3600, m = (seconds % 3600) / 60
        return h > 0 ? "\(h) hr \(m) min" : "\(m) min"
    }
}
