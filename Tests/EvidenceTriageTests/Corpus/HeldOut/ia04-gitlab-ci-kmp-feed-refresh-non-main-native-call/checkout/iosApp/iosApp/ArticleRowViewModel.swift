import Foundation
import SkylarkShared

struct ArticleRowViewModel {
    let article: Article

    var byline: String { article.source }

    var readingTime: String {
        let minutes = Int((Double(article.wordCount) / 238.0).rounded())
        return "\(max(minutes, 1)) min read"
    }
}
