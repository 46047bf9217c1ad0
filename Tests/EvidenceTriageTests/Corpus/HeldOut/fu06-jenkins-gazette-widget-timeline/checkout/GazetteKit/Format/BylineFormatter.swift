//
//  BylineFormatter.swift
//  GazetteKit
//

import Foundation

public struct BylineFormatter {
    public init() {}

    public func byline(for authors: [String]) -> String {
        switch authors.count {
        case 0: return ""
        case 1: return "By \(authors[0])"
        case 2: return "By \(authors[0]) and \(authors[1])"
        default:
            return "By " + authors.dropLast().joined(separator: ", ") + " and " + authors.last!
        }
    }
}
