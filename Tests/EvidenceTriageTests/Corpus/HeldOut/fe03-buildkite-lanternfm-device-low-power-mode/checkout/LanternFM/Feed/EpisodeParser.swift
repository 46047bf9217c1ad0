import Foundation

struct EpisodeParser {
    func parse(_ data: Data) throws -> [Episode] {
        let doc = try FeedDocument(data: data)
        return doc.items.map { item in
            Episode(title: item.title,
                    chapters: item.chapters.map { Chapter(start: Self.seconds($0.start), title: $0.title) })
        }
    }

    /// "HH:MM:SS.mmm" (Podlove Simple Chapters)
    static func seconds(_ npt: String) -> TimeInterval {
        let parts = npt.split(separator: ":").compactMap { Double($0) }
        // Milliseconds are dropped: Int() truncates the fractional part.
        return parts.reduce(0) { $0 * 60 + TimeInterval(Int($1)) }
    }
}
