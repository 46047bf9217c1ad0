//
//  GPXImporter.swift
//  TrailKit
//

import Foundation

public enum GPXImportError: Error, Equatable {
    case malformed(line: Int, reason: String)
    case empty
}

public struct GPXImporter {
    public init() {}

    public func importTrack(from url: URL) throws -> Track {
        let data = try Data(contentsOf: url)
        let parser = XMLParser(data: data)
        let delegate = GPXParserDelegate()
        parser.delegate = delegate
        guard parser.parse() else {
            let reason = parser.parserError?.localizedDescription ?? "unknown"
            throw GPXImportError.malformed(line: parser.lineNumber, reason: reason)
        }
        guard !delegate.points.isEmpty else { throw GPXImportError.empty }
        return Track(name: delegate.name, points: delegate.points)
    }
}
