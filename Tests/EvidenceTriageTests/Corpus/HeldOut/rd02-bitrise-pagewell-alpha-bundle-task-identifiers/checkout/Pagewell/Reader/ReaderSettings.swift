import Foundation

enum ReadingDirection: String { case leftToRight, rightToLeft, vertical }
enum SeriesKind { case manga, manhwa, webtoon, comic }

struct ReaderSettings {
    let defaults: UserDefaults

    func readingDirection(for kind: SeriesKind) -> ReadingDirection {
        if let raw = defaults.string(forKey: "reader.direction"), let d = ReadingDirection(rawValue: raw) { return d }
        switch kind {
        case .webtoon, .manhwa: return .vertical
        case .manga, .comic: return .leftToRight
        }
    }
}
