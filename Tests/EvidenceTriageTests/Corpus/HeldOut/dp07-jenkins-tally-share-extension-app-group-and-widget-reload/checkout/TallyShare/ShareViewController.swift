import UIKit
import UniformTypeIdentifiers

final class ShareViewController: UIViewController {
    private let inbox = ReceiptInbox(appGroup: "group.com.tallybudget.shared")

    @IBAction func save(_ sender: Any) {
        Task {
            let images = try await loadImages(from: extensionContext)
            // ReceiptInbox returns nil when the group container is unavailable and
            // the share silently completes without writing anything.
            try? inbox?.enqueue(images)
            extensionContext?.completeRequest(returningItems: nil)
        }
    }
}
