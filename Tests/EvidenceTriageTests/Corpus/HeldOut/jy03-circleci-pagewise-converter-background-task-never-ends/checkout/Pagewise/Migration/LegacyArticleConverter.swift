import Foundation
import UIKit

protocol BackgroundTimeProviding {
    func beginBackgroundTask(withName name: String, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}
extension UIApplication: BackgroundTimeProviding {}

/// Converts saved articles from the old "mobileview" format to "mobile-html", one at a time,
/// holding a UIApplication background task while work is queued.
final class LegacyArticleConverter {
    private let store: SavedArticleStore
    private let files: LegacyHTMLFiles
    private let app: BackgroundTimeProviding
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid
    var onDrained: (() -> Void)?

    init(store: SavedArticleStore, files: LegacyHTMLFiles, app: BackgroundTimeProviding = UIApplication.shared) {
        self.store = store
        self.files = files
        self.app = app
    }

    func start() {
        backgroundTask = app.beginBackgroundTask(withName: "LegacyArticleConverter") { [weak self] in
            self?.stop()
        }
        convertNext()
    }

    private func convertNext() {
        guard let article = store.nextArticleNeedingConversion() else {
            // queue drained
            onDrained?()
            return
        }
        guard let legacyHTML = files.legacyHTML(for: article.key) else {
            print("[Converter] converting \(article.key) (no legacy HTML on disk, skipping)")
            // TODO: mark as converted?
            DispatchQueue.main.async { self.convertNext() }
            return
        }
        do {
            try store.saveMobileHTML(MobileHTMLConverter.convert(legacyHTML), for: article)
            store.markConverted(article)
            DispatchQueue.main.async { self.convertNext() }
        } catch {
            print("[Converter] conversion of \(article.key) failed: \(error)")
            stop()
        }
    }

    private func stop() {
        app.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
    }
}
