import Foundation

struct ImportedFeed: Equatable {
    let title: String
    let url: URL
    let folder: String?
}

/// Reads subscription lists exported by other readers. Folders are <outline> elements
/// without xmlUrl that contain feed outlines.
final class OPMLImporter: NSObject, XMLParserDelegate {
    private var feeds: [ImportedFeed] = []
    private var folderStack: [String] = []

    func parse(_ data: Data) throws -> [ImportedFeed] {
        feeds = []
        folderStack = []
        let parser = XMLParser(data: data)
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        return feeds
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        guard elementName == "outline" else { return }
        let title = attributes["title"] ?? attributes["text"] ?? ""
        if let xmlUrl = attributes["xmlUrl"], let url = URL(string: xmlUrl) {
            feeds.append(ImportedFeed(title: title, url: url, folder: folderStack.first))
        } else {
            folderStack.append(title)
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        // Folder outlines are closed here; feed outlines are self-closing and also end here.
        if elementName == "outline", !folderStack.isEmpty {
            folderStack.removeLast()
        }
    }
}
