//
//  MessageKitAssetsTests.swift
//  ParleyTests
//
//  Guard added after the 2024 chat-bubble regression: MessageKit looks its
//  colours up in Bundle(for: MessagesViewController.self).
//

import MessageKit
import XCTest

final class MessageKitAssetsTests: XCTestCase {

    private var messageKitBundle: Bundle { Bundle(for: MessagesViewController.self) }

    func testMessageKitColorAssetsAvailable() {
        for name in ["incomingMessageBackground", "outgoingMessageBackground", "typingIndicatorDot"] {
            XCTAssertNotNil(UIColor(named: name, in: messageKitBundle, compatibleWith: nil),
                            "MessageKit color asset \(name) missing from \(messageKitBundle.bundlePath)")
        }
    }
}
