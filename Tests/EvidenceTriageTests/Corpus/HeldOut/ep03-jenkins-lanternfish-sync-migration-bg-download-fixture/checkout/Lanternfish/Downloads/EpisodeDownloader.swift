//
//  EpisodeDownloader.swift
//  Lanternfish
//
//  Episode audio is fetched with a background URLSession so downloads keep going
//  when the app is suspended; AppDelegate forwards
//  application(_:handleEventsForBackgroundURLSession:completionHandler:) here.
//

import Foundation

final class EpisodeDownloader: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "com.lanternfish.episode-downloads"

    private let destinationDirectory: URL
    private(set) lazy var session: URLSession = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    private let configuration: URLSessionConfiguration
    var onFinish: ((Result<URL, Error>) -> Void)?
    var backgroundEventsCompletion: (() -> Void)?

    init(destinationDirectory: URL,
         configuration: URLSessionConfiguration = .background(withIdentifier: EpisodeDownloader.sessionIdentifier)) {
        self.destinationDirectory = destinationDirectory
        self.configuration = configuration
        self.configuration.sessionSendsLaunchEvents = true
        self.configuration.isDiscretionary = false
    }

    func download(_ url: URL) {
        session.downloadTask(with: url).resume()
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        let target = destinationDirectory.appendingPathComponent(downloadTask.originalRequest?.url?.lastPathComponent ?? UUID().uuidString)
        do {
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.moveItem(at: location, to: target)
            onFinish?(.success(target))
        } catch {
            onFinish?(.failure(error))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error { onFinish?(.failure(error)) }
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async { [weak self] in
            self?.backgroundEventsCompletion?()
            self?.backgroundEventsCompletion = nil
        }
    }
}
