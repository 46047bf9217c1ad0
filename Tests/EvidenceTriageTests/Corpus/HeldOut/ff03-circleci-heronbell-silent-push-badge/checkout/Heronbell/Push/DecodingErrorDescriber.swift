//
//  DecodingErrorDescriber.swift
//  Heronbell
//
//  Turns a DecodingError into a one-line description for the push diagnostics
//  screen and for the "malformed push" analytics event.
//

import Foundation

enum DecodingErrorDescriber {
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .keyNotFound(key, context):
            return "missing '\(key.stringValue)' in \(path(context.codingPath))"
        case let .typeMismatch(type, context):
            return "type mismatch (\(type)) at \(path(context.codingPath))"
        case let .valueNotFound(type, context):
            return "null \(type) at \(path(context.codingPath))"
        case let .dataCorrupted(context):
            return "corrupted data at \(path(context.codingPath))"
        @unknown default:
            return "unknown decoding error"
        }
    }

    /// "hb.unread" style path. The parent of the failing key is the last
    /// component of the coding path.
    private static func path(_ codingPath: [CodingKey]) -> String {
        let parent = codingPath.last!.stringValue
        let prefix = codingPath.dropLast().map(\.stringValue)
        return (prefix + [parent]).joined(separator: ".")
    }
}
