import UIKit

final class ConversationViewController: UIViewController, UIViewControllerRestoration {
    var conversation: Conversation?

    static func make(conversation: Conversation) -> ConversationViewController {
        let storyboard = UIStoryboard(name: "Conversations", bundle: nil)
        let controller = storyboard.instantiateViewController(withIdentifier: "Conversation") as! ConversationViewController
        controller.conversation = conversation
        return controller
    }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String],
                               coder: NSCoder) -> UIViewController? {
        let storyboard = UIStoryboard(name: "Conversations", bundle: nil)
        let controller = storyboard.instantiateViewController(withIdentifier: "Conversation") as? ConversationViewController
        controller?.restorationClass = ConversationViewController.self
        return controller
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(composer.text, forKey: "draft")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        composer.text = coder.decodeObject(of: NSString.self, forKey: "draft") as String?
    }

    private let composer = ComposerView()

    override func viewDidLoad() {
        super.viewDidLoad()
        restorationIdentifier = "Conversation"
        restorationClass = ConversationViewController.self
        view.addSubview(composer)
        configure()
    }

    private func configure() {
        // Conversation is injected by the inbox before push, or restored by UIKit.
        title = conversation!.displayName
        composer.placeholder = "Message \(conversation!.displayName)"
    }
}
