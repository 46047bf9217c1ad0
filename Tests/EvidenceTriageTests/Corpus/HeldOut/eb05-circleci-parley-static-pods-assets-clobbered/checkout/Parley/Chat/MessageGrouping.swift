//
//  MessageGrouping.swift
//  Parley
//

import Foundation

enum MessageGrouping {
    static let window: TimeInterval = 5 * 60

    /// Consecutive messages from the same sender within `window` share one avatar.
    static func groups(_ messages: [ChatMessage]) -> [[ChatMessage]] {
        var result: [[ChatMessage]] = []
        for message in messages {
            if let last = result.last?.last,
               last.senderID == message.senderID,
               message.sentAt.timeIntervalSince(last.sentAt) < window {   // BUG: should be <=
                result[result.count - 1].append(message)
            } else {
                result.append([message])
            }
        }
        return result
    }
}
