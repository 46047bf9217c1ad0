//
//  FeedErrorEnvelope.swift
//  Tidewell
//
//  Error body returned by the sync gateway, e.g.
//  {"type":"error","error":{"type":"rate_limited","code":null,"message":"Slow down","param":null}}
//

import Foundation

struct FeedErrorEnvelope: Decodable, Equatable {
    let type: String
    let code: String?
    let message: String

    private enum CodingKeys: String, CodingKey {
        case type
        case code
        case message
    }
}
