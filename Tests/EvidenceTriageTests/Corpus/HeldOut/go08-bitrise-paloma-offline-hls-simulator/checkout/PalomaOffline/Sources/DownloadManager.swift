//
//  DownloadManager.swift
//  PalomaOffline
//

import AVFoundation
import Foundation

public actor DownloadManager {
    private let index: DownloadIndex
    private let session: AssetDownloadSession

    init(index: DownloadIndex, session: AssetDownloadSession) {
        self.index = index
        self.session = session
    }

    /// Returns a playable asset for a playback ID, starting a download when needed.
    public func asset(for playbackID: String, remoteURL: URL) async -> DownloadedAsset {
        if let stored = await index.get(playbackID: playbackID), stored.isComplete {
            // Already downloaded: hand back what we have.
            return DownloadedAsset(playbackID: playbackID,
                                   status: .playable(AVURLAsset(url: remoteURL)))
        }
        session.start(assetID: playbackID, url: remoteURL, title: playbackID)
        return DownloadedAsset(playbackID: playbackID, status: .downloading(progress: 0))
    }

    /// Every completed download, backed by its local file.
    public func allCompletedAssets() async -> [DownloadedAsset] {
        await index.all().filter(\.isComplete).compactMap { stored in
            guard let path = stored.localPath else { return nil }
            return DownloadedAsset(playbackID: stored.playbackID,
                                   status: .playable(AVURLAsset(url: DownloadIndex.baseURL.appendingPathComponent(path))))
        }
    }
}
