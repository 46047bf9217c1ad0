import UIKit
import Social
import UniformTypeIdentifiers

final class ShareViewController: SLComposeServiceViewController {
    private var hostAppBundleIdentifier = ""
    private var appGroupId = ""
    private let sharedKey = "HarborShareKey"

    override func viewDidLoad() {
        super.viewDidLoad()
        loadIds()
    }

    private func loadIds() {
        let extensionId = Bundle.main.bundleIdentifier!
        let lastDot = extensionId.lastIndex(of: ".")!
        hostAppBundleIdentifier = String(extensionId[..<lastDot])
        appGroupId = "group.\(hostAppBundleIdentifier)"
    }

    override func didSelectPost() {
        ShareHandoffWriter(groupId: appGroupId, key: sharedKey).append(text: contentText)
        extensionContext?.completeRequest(returningItems: nil)
    }
}
