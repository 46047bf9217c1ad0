import Foundation

struct ImportedFeed: Equatable {
    let title: String
    let url: URL
    let folder: String?
}

final class OPMLParser: NSObject, XMLParserDelegate {
    private var feeds: [ImportedFeed] = []
    private var depth = 0

    func parse(_ data: Data) throws -> [ImportedFeed] {
        feeds = []
        depth = 0
        let parser = XMLParser(data: data)
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        return feeds
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard name == "outline" else { return }
        depth += 1
        // Only outlines directly under <body> are read; a folder's children are skipped.
        guard depth == 1, let raw = attributes["xmlUrl"], let url = URL(string: raw) else { return }
        feeds.append(ImportedFeed(title: attributes["title"] ?? raw, url: url, folder: nil))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "outline" { depth -= 1 }
    }
}
