import Foundation

/// Maps a finished background URLSession download to the status the Dart side
/// shows in the episode list (mirrors flutter_downloader's DownloadTaskStatus).
enum EpisodeDownloadStatus: String {
    case running, complete, failed, canceled
}

struct DownloadStatusMapper {
    func status(for task: URLSessionTask, error: Error?) -> EpisodeDownloadStatus {
        if let urlError = error as? URLError, urlError.code == .cancelled {
            return .canceled
        }
        if error != nil {
            return .failed
        }
        // URLSession finished without a transport error: the file is on disk.
        return .complete
    }
}
