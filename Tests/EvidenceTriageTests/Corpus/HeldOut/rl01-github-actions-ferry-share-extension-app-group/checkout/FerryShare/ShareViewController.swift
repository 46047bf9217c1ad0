import UIKit
import Social
import UniformTypeIdentifiers

final class ShareViewController: SLComposeServiceViewController {
    private let appGroupId = "group.app.ferry.shared"
    private let sharedKey = "FerryShareKey"
    private var sharedMedia: [SharedMediaFile] = []

    override func isContentValid() -> Bool { true }

    override func didSelectPost() {
        guard let item = extensionContext?.inputItems.first as? NSExtensionItem,
              let attachments = item.attachments else {
            extensionContext?.completeRequest(returningItems: nil)
            return
        }
        for (index, provider) in attachments.enumerated() {
            if provider.hasItemConformingToTypeIdentifier(UTType.image.identifier) {
                handleImage(provider, isLast: index == attachments.count - 1)
            }
        }
    }

    private func handleImage(_ provider: NSItemProvider, isLast: Bool) {
        provider.loadItem(forTypeIdentifier: UTType.image.identifier, options: nil) { [weak self] data, error in
            guard let self, error == nil, let url = data as? URL else { return }
            let destination = FileManager.default
                .containerURL(forSecurityApplicationGroupIdentifier: self.appGroupId)!
                .appendingPathComponent(url.lastPathComponent)
            try? FileManager.default.copyItem(at: url, to: destination)
            self.sharedMedia.append(SharedMediaFile(path: destination.path, kind: .image))
            if isLast {
                let defaults = UserDefaults(suiteName: self.appGroupId)
                defaults?.set(try? JSONEncoder().encode(self.sharedMedia), forKey: self.sharedKey)
                self.openHostApp()
            }
        }
    }

    private func openHostApp() {
        let url = URL(string: "ferry-share://import")!
        extensionContext?.completeRequest(returningItems: nil) { _ in
            _ = self.openURL(url)
        }
    }

    @objc private func openURL(_ url: URL) -> Bool {
        var responder: UIResponder? = self
        while let r = responder {
            if let app = r as? UIApplication { return app.perform(#selector(openURL(_:)), with: url) != nil }
            responder = r.next
        }
        return false
    }
}
