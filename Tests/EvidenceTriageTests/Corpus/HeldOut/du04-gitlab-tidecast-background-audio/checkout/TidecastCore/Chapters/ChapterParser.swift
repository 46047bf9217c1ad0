import Foundation

public struct Chapter: Equatable { public let start: TimeInterval; public let title: String }

public final class ChapterParser: NSObject, XMLParserDelegate {
    private var chapters: [Chapter] = []

    public func parse(_ data: Data) throws -> [Chapter] {
        chapters = []
        let parser = XMLParser(data: data)
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        return chapters
    }

    public func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        guard name.hasSuffix("chapter"), let start = attributes["start"], let title = attributes["title"], !title.isEmpty else { return }
        chapters.append(Chapter(start: Self.seconds(start), title: title))
    }

    /// "HH:MM:SS(.mmm)" -> seconds
    static func seconds(_ stamp: String) -> TimeInterval {
        let parts = stamp.split(separator: ":").map { Int(Double($0) ?? 0) }
        return parts.reduce(0) { $0 * 60 + TimeInterval($1) }
    }
}
