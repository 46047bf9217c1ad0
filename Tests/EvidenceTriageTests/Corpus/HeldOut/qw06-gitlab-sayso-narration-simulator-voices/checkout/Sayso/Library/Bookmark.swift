import Foundation

struct Bookmark: Equatable {
    let chapter: Int
    let offset: TimeInterval

    /// Snap a raw position back to the start of the sentence it falls in.
    static func snapped(chapter: Int, position: TimeInterval, sentenceStarts: [TimeInterval]) -> Bookmark {
        let start = sentenceStarts.first(where: { $0 >= position }) ?? position
        return Bookmark(chapter: chapter, offset: start)
    }
}
