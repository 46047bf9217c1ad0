import Foundation

struct FeedParser {
    func parse(_ data: Data) throws -> Feed {
        let doc = try XMLDocument(data: data)
        let items = doc.nodes(named: "entry").map { node -> FeedItem in
            FeedItem(id: node.text("id") ?? UUID().uuidString,
                     title: node.text("title") ?? "",
                     updated: node.date("published"),
                     published: node.date("published"))
        }
        return Feed(items: items)
    }
}
