import UIKit
import UniformTypeIdentifiers

final class ShareViewController: UIViewController {
    private lazy var session = URLSession(configuration: UploadSessionRegistry.configuration(for: .shareExtension),
                                          delegate: nil, delegateQueue: nil)

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Task { await stageAndUpload() }
    }

    private func stageAndUpload() async {
        guard let staging = AppGroup.stagingDirectory,
              let item = extensionContext?.inputItems.first as? NSExtensionItem,
              let provider = item.attachments?.first(where: { $0.hasItemConformingToTypeIdentifier(UTType.image.identifier) })
        else { extensionContext?.cancelRequest(withError: CocoaError(.fileNoSuchFile)); return }
        do {
            let file = try await provider.loadFileRepresentation(for: .image, to: staging)
            var request = URLRequest(url: URL(string: "https://api.pinwell.example/v3/pins")!)
            request.httpMethod = "POST"
            session.uploadTask(with: request, fromFile: file).resume()
            extensionContext?.completeRequest(returningItems: nil)
        } catch {
            extensionContext?.cancelRequest(withError: error)
        }
    }
}
