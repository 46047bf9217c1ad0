//
//  OPMLImporter.swift
//  Ottersby
//
//  Imports subscriptions exported from other podcast apps (OPML 1.0/2.0).
//

import Foundation

enum OPMLImportError: Error, Equatable {
    case malformedDocument
    case invalidFeedURL(String)
    case unsupportedScheme(String)
}

struct ImportedFeed: Equatable {
    let title: String
    let feedURL: URL
}

final class OPMLImporter: NSObject {
    private var feeds: [ImportedFeed] = []
    private var firstError: OPMLImportError?

    /// Parses an OPML document and returns the feeds it lists.
    ///
    /// A feed whose `xmlUrl` is not a valid URL fails the whole import, so the
    /// user sees which line of their export is broken instead of silently
    /// losing a subscription.
    func importOPML(_ data: Data) throws -> [ImportedFeed] {
        feeds = []
        firstError = nil
        let parser = XMLParser(data: data)
        parser.delegate = self
        guard parser.parse() else { throw OPMLImportError.malformedDocument }
        if let firstError { throw firstError }
        return feeds
    }
}

extension OPMLImporter: XMLParserDelegate {
    func parser(_ parser: XMLParser,
                didStartElement elementName: String,
                namespaceURI: String?,
                qualifiedName qName: String?,
                attributes attributeDict: [String: String] = [:]) {
        guard elementName == "outline", firstError == nil,
              let raw = attributeDict["xmlUrl"] else { return }
        let title = attributeDict["text"] ?? attributeDict["title"] ?? raw

        do {
            feeds.append(ImportedFeed(title: title, feedURL: try Self.feedURL(from: raw)))
        } catch let error as OPMLImportError {
            firstError = error
        } catch {}
    }

    static func feedURL(from raw: String) throws -> URL {
        // URL(string:) returns nil for strings that are not valid URLs
        // (spaces, unbalanced brackets, stray '|'), which we report as-is.
        guard let url = URL(string: raw) else { throw OPMLImportError.invalidFeedURL(raw) }
        guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            throw OPMLImportError.unsupportedScheme(raw)
        }
        return url
    }
}
