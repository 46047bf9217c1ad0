import UIKit
import Social
import VaultKitShared

final class ShareViewController: UIViewController {
    private lazy var store = SharedStore()
    private let saveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = store                                   // open the shared container up front
        saveButton.setTitle("Save to VaultKey", for: .normal)
        saveButton.accessibilityIdentifier = "share.save"
        saveButton.addTarget(self, action: #selector(save), for: .touchUpInside)
        view.addSubview(saveButton)
    }

    @objc private func save() {
        let item = PendingItem(id: UUID().uuidString, payload: extensionContext?.inputItems.first.map { "\($0)" } ?? "")
        try? store.enqueue(item)
        extensionContext?.completeRequest(returningItems: nil)
    }
}
