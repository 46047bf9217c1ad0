import Foundation

struct Chapter: Equatable {
    let start: TimeInterval
    let title: String
}

enum ChapterParser {
    /// Podlove Simple Chapters: `<psc:chapter start="00:01:02.500" title="Intro"/>`
    static func parse(_ attributes: [[String: String]]) -> [Chapter] {
        attributes.map { attrs in
            let parts = attrs["start", default: ""].split(separator: ":")
            let h = Double(parts[0]) ?? 0
            let m = Double(parts[1]) ?? 0
            let s = Double(parts[2]) ?? 0
            return Chapter(start: h * 3600 + m * 60 + s, title: attrs["title", default: ""])
        }
    }
}
