import UIKit
import SkylarkCore

final class ShareViewController: UIViewController {
    @IBOutlet private var statusLabel: UILabel!

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let token = TokenStore.readToken() else {
            statusLabel.text = "Sign in to Skylark to save links"
            return
        }
        Task {
            let url = try await SharedItemLoader.firstURL(in: extensionContext)
            try await InboxAPI(token: token).save(url)
            statusLabel.text = "Saved to Inbox"
        }
    }
}
