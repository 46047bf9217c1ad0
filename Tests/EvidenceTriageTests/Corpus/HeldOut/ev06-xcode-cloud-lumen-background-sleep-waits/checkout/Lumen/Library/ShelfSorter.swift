import Foundation

struct Book: Equatable {
    let title: String
    let author: String
}

enum ShelfSorter {
    private static let articles = ["The ", "A ", "An "]

    /// Sorts by author surname, then title with leading articles ignored.
    static func sortedByAuthor(_ books: [Book]) -> [Book] {
        books.sorted { lhs, rhs in
            let l = surname(lhs.author), r = surname(rhs.author)
            if l != r { return l < r }
            return sortKey(lhs.title) < sortKey(rhs.title)
        }
    }

    private static func surname(_ author: String) -> String {
        author.split(separator: " ").last.map(String.init) ?? author
    }

    private static func sortKey(_ title: String) -> String {
        let lowered = title.lowercased()
        for article in articles where lowered.hasPrefix(article) {
            return String(title.dropFirst(article.count))
        }
        return title
    }
}
