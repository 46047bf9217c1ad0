import Foundation

final class ChartDownloadQueue {
    private let session: BackgroundSessionProtocol
    private var inFlight: [URL: URLSessionDownloadTask] = [:]

    init(session: BackgroundSessionProtocol) { self.session = session }

    /// inFlight only knows tasks created in this process. After a crash or relaunch the
    /// background session can still be downloading the same chart, and a second task is created.
    func enqueue(_ chart: ChartTile) {
        guard inFlight[chart.url] == nil else { return }
        let task = session.downloadTask(with: chart.url)
        inFlight[chart.url] = task
        task.resume()
    }
}
