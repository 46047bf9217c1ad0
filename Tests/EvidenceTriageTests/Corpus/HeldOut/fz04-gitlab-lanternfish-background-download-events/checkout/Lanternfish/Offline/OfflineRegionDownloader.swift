//
//  OfflineRegionDownloader.swift
//  Lanternfish
//
//  Offline regions are split into tile packs (z10-z14) and fetched with a background
//  URLSession so a 400 MB region finishes while the phone is in a pocket.
//

import Foundation

final class OfflineRegionDownloader: NSObject {
    var onFileReady: ((RegionPack, URL) -> Void)?
    var onTaskFailed: ((URLSessionTask, Error) -> Void)?
    /// Called from urlSessionDidFinishEvents(forBackgroundURLSession:). The app delegate
    /// stores the system's completion handler here when it is relaunched for the session.
    var onAllEventsDelivered: (() -> Void)?

    let registry: DownloadTaskRegistry
    private(set) lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: identifier)
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()
    let identifier: String

    init(identifier: String = "com.lanternfish.app.offline-regions",
         registry: DownloadTaskRegistry = DownloadTaskRegistry(store: .shared)) {
        self.identifier = identifier
        self.registry = registry
    }

    func start(region: OfflineRegion) throws {
        for pack in region.packs {
            let task = session.downloadTask(with: pack.url)
            task.countOfBytesClientExpectsToReceive = pack.expectedBytes
            registry.register(task, for: region, pack: pack.index)
            task.resume()
        }
    }
}

extension OfflineRegionDownloader: URLSessionDownloadDelegate {
    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask,
                    didFinishDownloadingTo location: URL) {
        guard let pack = registry.region(for: downloadTask) else {
            NSLog("[Offline] finished task %lu has no region; dropping %@", downloadTask.taskIdentifier, location.lastPathComponent)
            return
        }
        NSLog("[Offline] pack %d of %@ ready (%lld bytes)", pack.index, pack.regionID, downloadTask.countOfBytesReceived)
        onFileReady?(pack, location)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error {
            onTaskFailed?(task, error)
        }
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        NSLog("[Offline] urlSessionDidFinishEvents(%@)", session.configuration.identifier ?? "-")
        DispatchQueue.main.async { [weak self] in
            self?.onAllEventsDelivered?()
        }
    }
}
