//
//  AssetDownloadSession.swift
//  PalomaOffline
//
//  Wraps the background AVAssetDownloadURLSession used for offline HLS downloads.
//

import AVFoundation
import Foundation
import os

final class AssetDownloadSession: NSObject, AVAssetDownloadDelegate {
    static let identifier = "com.paloma.offline.downloads"

    private lazy var session: AVAssetDownloadURLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.identifier)
        configuration.isDiscretionary = false
        configuration.sessionSendsLaunchEvents = true
        return AVAssetDownloadURLSession(configuration: configuration, assetDownloadDelegate: self, delegateQueue: .main)
    }()

    var onProgress: ((String, Double) -> Void)?
    var onFinish: ((String, URL) -> Void)?
    var onFailure: ((String, Error) -> Void)?

    func start(assetID: String, url: URL, title: String) {
        let asset = AVURLAsset(url: url)
        guard let task = session.makeAssetDownloadTask(asset: asset, assetTitle: title, assetArtworkData: nil,
                                                       options: [AVAssetDownloadTaskMinimumRequiredMediaBitrateKey: 265_000]) else {
            Logger.offline.error("Could not create a download task for \(assetID, privacy: .public)")
            return
        }
        task.taskDescription = assetID
        task.resume()
        Logger.offline.info("AVAssetDownloadTask \(task.taskIdentifier) resumed for asset '\(assetID, privacy: .public)' (background session \(Self.identifier, privacy: .public))")
    }

    func urlSession(_ session: URLSession, assetDownloadTask: AVAssetDownloadTask, didLoad timeRange: CMTimeRange,
                    totalTimeRangesLoaded loadedTimeRanges: [NSValue], timeRangeExpectedToLoad: CMTimeRange) {
        let loaded = loadedTimeRanges.map { $0.timeRangeValue.duration.seconds }.reduce(0, +)
        onProgress?(assetDownloadTask.taskDescription ?? "", loaded / timeRangeExpectedToLoad.duration.seconds)
    }

    func urlSession(_ session: URLSession, assetDownloadTask: AVAssetDownloadTask, didFinishDownloadingTo location: URL) {
        onFinish?(assetDownloadTask.taskDescription ?? "", location)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error { onFailure?(task.taskDescription ?? "", error) }
    }
}
