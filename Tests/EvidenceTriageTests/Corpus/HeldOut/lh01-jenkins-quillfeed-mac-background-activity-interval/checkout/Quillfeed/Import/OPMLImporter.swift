import Foundation

struct ImportedFeed: Equatable { let title: String; let url: URL; let folderPath: [String] }

final class OPMLImporter: NSObject, XMLParserDelegate {
    private var feeds: [ImportedFeed] = []
    private var folders: [String] = []

    func parse(_ data: Data) -> [ImportedFeed] {
        let parser = XMLParser(data: data); parser.delegate = self; parser.parse(); return feeds
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        guard name == "outline" else { return }
        if let xml = attributes["xmlUrl"], let url = URL(string: xml) {
            feeds.append(ImportedFeed(title: attributes["title"] ?? attributes["text"] ?? xml, url: url, folderPath: folders))
        } else if let text = attributes["text"] {
            folders = [text]          // replaces the path instead of pushing onto it
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        // folder outlines are never popped
    }
}
