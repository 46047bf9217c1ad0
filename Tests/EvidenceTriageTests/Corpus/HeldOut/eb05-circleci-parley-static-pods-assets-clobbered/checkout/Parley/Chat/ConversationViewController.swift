//
//  ConversationViewController.swift
//  Parley
//

import InputBarAccessoryView
import MessageKit
import UIKit

final class ConversationViewController: MessagesViewController {
    let conversation: Conversation

    init(conversation: Conversation) {
        self.conversation = conversation
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()   // MessagesCollectionView reads MessageKit's color assets here
        messagesCollectionView.messagesDataSource = self
        messagesCollectionView.messagesDisplayDelegate = self
        messageInputBar.sendButton.setImage(UIImage(named: "paperplane.parley", in: .main, compatibleWith: nil), for: .normal)
        messageInputBar.sendButton.title = nil
    }
}
