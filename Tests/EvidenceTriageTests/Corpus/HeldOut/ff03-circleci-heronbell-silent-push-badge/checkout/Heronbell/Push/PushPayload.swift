//
//  PushPayload.swift
//  Heronbell
//
//  Data-only pushes sent by the chat backend:
//  {"aps":{"content-available":1},"hb":{"kind":"unread","channel":"c_42","unread":3}}
//

import Foundation

struct PushPayload: Decodable, Equatable {
    enum Kind: String, Decodable { case unread, mention, channelUpdated = "channel_updated" }

    let kind: Kind
    let channel: String
    let unread: Int?

    private enum Root: String, CodingKey { case hb }
    private enum Keys: String, CodingKey { case kind, channel, unread }

    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: Root.self)
        let body = try root.nestedContainer(keyedBy: Keys.self, forKey: .hb)
        kind = try body.decode(Kind.self, forKey: .kind)
        channel = try body.decode(String.self, forKey: .channel)
        unread = try body.decodeIfPresent(Int.self, forKey: .unread)
    }

    static func decode(userInfo: [AnyHashable: Any]) throws -> PushPayload {
        let data = try JSONSerialization.data(withJSONObject: userInfo)
        return try JSONDecoder().decode(PushPayload.self, from: data)
    }
}
