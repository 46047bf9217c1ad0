import Foundation

final class PodcastFeedParser: NSObject, XMLParserDelegate {
    private var episodes: [Episode] = []
    private var currentTitle = ""
    private var text = ""

    func parse(_ data: Data) throws -> Feed {
        let parser = XMLParser(data: data)
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
        return Feed(episodes: episodes)
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        text = ""
        if name == "enclosure" {
            let length = Int(attributes["size"] ?? "") ?? 0
            episodes.append(Episode(title: currentTitle, url: URL(string: attributes["url"] ?? ""), byteLength: length))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "title" { currentTitle = text }
    }
}
