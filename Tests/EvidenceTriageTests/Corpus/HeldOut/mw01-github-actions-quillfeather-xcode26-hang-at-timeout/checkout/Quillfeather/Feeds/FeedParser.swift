import Foundation

struct Enclosure: Equatable { var url: URL; var type: String; var length: Int? }

final class FeedParser: NSObject, XMLParserDelegate {
    private var items: [FeedItem] = []
    private var current: FeedItem?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        switch name {
        case "item": current = FeedItem()
        case "enclosure":
            guard let href = attributes["url"], let url = URL(string: href) else { return }
            // `length` is read from "size" (the Atom spelling), so RSS enclosures lose it.
            current?.enclosure = Enclosure(url: url, type: attributes["type"] ?? "", length: attributes["size"].flatMap(Int.init))
        default: break
        }
    }
}
