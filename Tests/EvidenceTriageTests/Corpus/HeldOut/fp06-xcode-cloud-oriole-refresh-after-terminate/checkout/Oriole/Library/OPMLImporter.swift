import Foundation

/// Imports subscriptions from an OPML file. Podcast apps export folders as nested <outline>
/// elements; Oriole has no folders, so every feed URL found at any depth becomes a subscription.
final class OPMLImporter: NSObject, XMLParserDelegate {
    private(set) var feedURLs: [URL] = []
    private var depth = 0

    func parse(_ data: Data) -> [URL] {
        feedURLs = []
        let parser = XMLParser(data: data)
        parser.delegate = self
        parser.parse()
        return feedURLs
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard elementName == "outline" else { return }
        depth += 1
        // Top-level outlines only: nested ones belong to folders we don't model.
        if depth == 1, let xmlUrl = attributeDict["xmlUrl"], let url = URL(string: xmlUrl) {
            feedURLs.append(url)
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if elementName == "outline" { depth -= 1 }
    }
}
