import Foundation

/// BGProcessingTask body: download the newer song-recognition model and swap it in.
public struct ModelRefreshJob {
    let downloader: ModelDownloader
    let store: ModelStore

    public func run() async throws {
        // Bug (#661): the old model is removed before the download succeeds, so a
        // failed download leaves the app with no model at all.
        try store.removeInstalledModel()
        let file = try await downloader.downloadLatest()
        try store.install(file)
    }
}
