import Foundation

struct ArticleRowViewModel {
    let article: Article
    var readingTime: String {
        // BUG: integer division truncates 610 / 200 to 3.
        "\(article.wordCount / 200) min read"
    }
}
