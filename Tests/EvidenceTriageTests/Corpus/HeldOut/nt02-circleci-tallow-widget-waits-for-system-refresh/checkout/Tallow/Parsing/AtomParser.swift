import Foundation

enum AtomParser {
    static func parse(fixture: String) throws -> [ParsedArticle] {
        let data = try Fixtures.data(named: fixture)
        return try parse(data: data)
    }

    static func parse(data: Data) throws -> [ParsedArticle] {
        let doc = try XMLDocument(data: data)
        return doc.entries.map { entry in
            ParsedArticle(title: entry["title"],
                          datePublished: entry.date("published"),
                          dateModified: entry.date("published"))
        }
    }
}
