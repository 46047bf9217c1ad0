//
//  RadarFrameDownloader.swift
//  Sedgewick
//
//  Downloads the next 3 hours of radar frames (36 PNG tiles, ~40 MB) through a background
//  URLSession so the loop is ready offline. Completed frames are recorded in SwiftData.
//

import Foundation
import SwiftData

final class RadarFrameDownloader: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "com.sedgewick.app.radar-frames"

    private let container: ModelContainer
    private let cache: RadarFrameCache
    var backgroundCompletionHandler: (() -> Void)?

    init(container: ModelContainer, cache: RadarFrameCache) {
        self.container = container
        self.cache = cache
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask,
                    didFinishDownloadingTo location: URL) {
        guard let frameID = downloadTask.taskDescription else { return }
        let stored = cache.moveIntoPlace(location, frameID: frameID)

        let context = ModelContext(container)
        let frame = RadarFrame(id: frameID, fileName: stored.lastPathComponent, downloadedAt: .now)
        context.insert(frame)
        try? context.save()
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async { [weak self] in
            self?.backgroundCompletionHandler?()
            self?.backgroundCompletionHandler = nil
        }
    }
}
