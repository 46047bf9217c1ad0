import OSLog
import UIKit

final class ShareViewController: UIViewController {
    private let log = Logger(subsystem: "net.bookmoth.reader.share", category: "Inbox")

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Task {
            let url = await extractURL()
            guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.net.bookmoth.reader") else {
                log.error("app group container unavailable; dropping shared item \(url?.absoluteString ?? "-", privacy: .public)")
                extensionContext?.completeRequest(returningItems: nil)
                return
            }
            try? SharedInbox(container: container).append(url)
            extensionContext?.completeRequest(returningItems: nil)
        }
    }
}
