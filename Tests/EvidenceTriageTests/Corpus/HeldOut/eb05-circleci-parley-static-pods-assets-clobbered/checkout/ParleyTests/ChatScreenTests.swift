//
//  ChatScreenTests.swift
//  ParleyTests
//
//  Hosted in Parley.app. ConversationViewController is a MessagesViewController.
//

import MessageKit
import XCTest
@testable import Parley

final class ChatScreenTests: XCTestCase {

    func testIncomingBubbleUsesMessageKitDefaultColor() throws {
        let conversation = Conversation.fixture(messages: 4)
        let controller = ConversationViewController(conversation: conversation)
        controller.loadViewIfNeeded()
        let incoming = controller.messagesCollectionView.messagesDisplayDelegate?
            .backgroundColor(for: conversation.messages[0], at: IndexPath(item: 0, section: 0), in: controller.messagesCollectionView)
        XCTAssertEqual(incoming, UIColor.incomingMessageBackground)
    }

    func testComposerPlaceholderIsLocalized() {
        let controller = ConversationViewController(conversation: .fixture(messages: 0))
        XCTAssertEqual(controller.composerPlaceholder, String(localized: "composer.placeholder"))
    }
}
