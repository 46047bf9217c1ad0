import Foundation
import os

final class BackgroundCatalogDownloadCoordinator: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "com.quayside.pos.catalog-download"
    static let shared = BackgroundCatalogDownloadCoordinator(store: .live, persister: CatalogPersister.live)

    private let store: PendingCatalogStore
    private let persister: CatalogPersisting
    private var systemCompletion: (() -> Void)?
    private let log = Logger(subsystem: "com.quayside.pos", category: "CatalogDownload")

    init(store: PendingCatalogStore, persister: CatalogPersisting) {
        self.store = store
        self.persister = persister
    }

    func handleEvents(forSession identifier: String, completion: @escaping () -> Void) {
        systemCompletion = completion
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        guard session.configuration.identifier == "com.quayside.pos.catalog.download" else {
            log.debug("ignoring download from session \(session.configuration.identifier ?? "nil", privacy: .public)")
            return
        }
        do {
            let record = try store.stage(downloadedFile: location, siteID: downloadTask.siteID)
            try store.persist(record) { try persister.replaceAllCatalogData(from: $0) }
        } catch {
            log.error("catalog persist failed: \(error as NSError, privacy: .public)")
        }
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async { self.systemCompletion?(); self.systemCompletion = nil }
    }
}
