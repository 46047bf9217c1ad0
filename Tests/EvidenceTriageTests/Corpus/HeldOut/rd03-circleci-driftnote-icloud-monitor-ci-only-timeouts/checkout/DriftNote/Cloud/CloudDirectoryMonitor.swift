import Foundation

protocol CloudDirectoryMonitorDelegate: AnyObject {
    func didFinishGathering(contents: [URL])
    func didUpdate(contents: [URL])
    func didReceiveCloudMonitorError(_ error: Error)
}

final class CloudDirectoryMonitor {
    weak var delegate: CloudDirectoryMonitorDelegate?
    private(set) var metadataQuery: NSMetadataQuery?
    private var observers: [NSObjectProtocol] = []

    func start() {
        let query = NSMetadataQuery()
        query.searchScopes = [NSMetadataQueryUbiquitousDocumentsScope]
        query.predicate = NSPredicate(format: "%K LIKE %@", NSMetadataItemFSNameKey, "*.md")
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: .NSMetadataQueryDidFinishGathering, object: query, queue: .main) { [weak self] _ in
            self?.delegate?.didFinishGathering(contents: self?.urls(in: query) ?? [])
        })
        observers.append(center.addObserver(forName: .NSMetadataQueryDidUpdate, object: query, queue: .main) { [weak self] _ in
            self?.delegate?.didUpdate(contents: self?.urls(in: query) ?? [])
        })
        metadataQuery = query
        query.start()
    }

    private func urls(in query: NSMetadataQuery) -> [URL] {
        query.disableUpdates(); defer { query.enableUpdates() }
        return query.results.compactMap { ($0 as? NSMetadataItem)?.value(forAttribute: NSMetadataItemURLKey) as? URL }
    }
}
