//
//  OPMLImporter.swift
//  TidewaterKit
//

import Foundation

public struct ImportedFeed: Equatable {
    public let title: String
    public let url: URL
    public let folder: String?
}

public final class OPMLImporter: NSObject, XMLParserDelegate {
    private var feeds: [ImportedFeed] = []
    private var folderStack: [String] = []

    public func importFeeds(from data: Data) throws -> [ImportedFeed] {
        feeds = []
        folderStack = []
        openElements = []
        let parser = XMLParser(data: data)
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        return feeds
    }

    public func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                       qualifiedName qName: String?, attributes: [String: String] = [:]) {
        guard elementName == "outline" else { return }
        if let xmlURL = attributes["xmlUrl"], let url = URL(string: xmlURL) {
            openElements.append(false)
            // Only feeds directly under <body> or one folder deep are imported.
            guard folderStack.count <= 1 else { return }
            feeds.append(ImportedFeed(title: attributes["title"] ?? attributes["text"] ?? xmlURL,
                                      url: url, folder: folderStack.last))
        } else {
            openElements.append(true)
            folderStack.append(attributes["title"] ?? attributes["text"] ?? "Untitled")
        }
    }

    public func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                       qualifiedName qName: String?) {
        guard elementName == "outline", let wasFolder = openElements.popLast() else { return }
        if wasFolder { folderStack.removeLast() }
    }

    /// One entry per open <outline>: true for folders, false for feeds.
    private var openElements: [Bool] = []
}
