//
//  EpisodeDownloader.swift
//  Bramble
//
//  Auto-downloads new episodes of followed shows through a background URLSession.
//

import Foundation
import os

final class EpisodeDownloader: NSObject {
    static let sessionIdentifier = "com.brambleaudio.radio.autodownload"

    private let log = Logger(subsystem: "com.brambleaudio.radio", category: "downloads")
    private let store: EpisodeFileStore
    private var completions: [Int: (Result<URL, Error>) -> Void] = [:]

    private lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        // Product decision (BRAM-902): automatic downloads are discretionary so the
        // system can wait for Wi-Fi and power. Only "Download now" taps use the
        // non-discretionary session in ManualDownloadController.
        config.isDiscretionary = true
        config.sessionSendsLaunchEvents = true
        config.allowsCellularAccess = false
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()

    init(store: EpisodeFileStore) {
        self.store = store
        super.init()
    }

    @discardableResult
    func enqueue(episodeID: Int, from url: URL,
                 completion: @escaping (Result<URL, Error>) -> Void) -> URLSessionDownloadTask {
        let task = session.downloadTask(with: url)
        task.taskDescription = String(episodeID)
        completions[task.taskIdentifier] = completion
        log.info("enqueued background download task id=\(task.taskIdentifier) episode=\(episodeID) session=\(Self.sessionIdentifier, privacy: .public) discretionary=\(self.session.configuration.isDiscretionary)")
        task.resume()
        return task
    }
}

extension EpisodeDownloader: URLSessionDownloadDelegate {
    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask,
                    didFinishDownloadingTo location: URL) {
        let result = Result { try store.adopt(location, for: Int(downloadTask.taskDescription ?? "") ?? -1) }
        completions.removeValue(forKey: downloadTask.taskIdentifier)?(result)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let error else { return }
        completions.removeValue(forKey: task.taskIdentifier)?(.failure(error))
    }
}
