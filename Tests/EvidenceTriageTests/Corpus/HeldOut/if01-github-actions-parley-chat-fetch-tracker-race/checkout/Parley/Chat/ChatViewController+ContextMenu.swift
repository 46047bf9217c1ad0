import UIKit

extension ChatViewController {
    func contextMenu(for message: ChatMessage) -> UIMenu {
        var actions: [UIMenuElement] = []
        actions.append(reactionAction(for: message))
        actions.append(UIAction(title: "Reply", image: UIImage(systemName: "arrowshape.turn.up.left")) { [weak self] _ in
            self?.startReply(to: message)
        })
        actions.append(UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in
            UIPasteboard.general.string = message.text
        })
        return UIMenu(children: actions)
    }

    private func reactionAction(for message: ChatMessage) -> UIAction {
        UIAction(title: "React", image: UIImage(systemName: "face.smiling")) { _ in
            self.addReaction("👍", to: message)
        }
    }
}
