import Foundation

struct ArticleCardViewModel {
    let wordCount: Int
    static let wordsPerMinute = 220

    var readingTime: String {
        let minutes = wordCount / Self.wordsPerMinute
        return "\(max(minutes, 1)) min read"
    }
}
