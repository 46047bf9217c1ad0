import Foundation

enum ShelfSort {
    static func byAuthor(_ books: [Book]) -> [Book] {
        books.sorted { $0.author.localizedStandardCompare($1.author) == .orderedAscending }
    }
}
