//
//  DeepLinkRouter.swift
//  TallyhoKit
//
//  Turns tallyho:// and universal links into in-app routes.
//

import Foundation

public enum Route: Equatable {
    case roster
    case shiftDetail(id: String)
    case swapRequest(id: String)
}

public struct DeepLinkRouter {
    public init() {}

    /// Returns nil for anything we cannot parse. Links pasted from SMS often
    /// carry stray spaces; those used to be rejected by URL(string:) itself.
    public func route(for link: String) -> Route? {
        guard let url = URL(string: link) else { return nil }
        guard url.scheme == "tallyho" || url.host == "links.tallyho.app" else { return nil }

        let parts = url.path.split(separator: "/").map(String.init)
        let host = url.scheme == "tallyho" ? url.host : parts.first
        let rest = url.scheme == "tallyho" ? parts : Array(parts.dropFirst())

        switch (host, rest.first) {
        case ("roster", _):
            return .roster
        case ("shift", let id?):
            return .shiftDetail(id: id)
        case ("swap", let id?):
            return .swapRequest(id: id)
        default:
            return nil
        }
    }
}
