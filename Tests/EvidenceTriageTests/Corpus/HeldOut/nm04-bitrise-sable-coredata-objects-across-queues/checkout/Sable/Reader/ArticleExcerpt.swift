import Foundation

enum ArticleExcerpt {
    static func make(fromHTML html: String) -> String {
        html.replacingOccurrences(of: "<p>", with: "").replacingOccurrences(of: "</p>", with: "")
    }
}
