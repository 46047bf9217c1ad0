import ActivityKit
import Foundation

@available(iOS 16.2, *)
final class DownloadLiveActivity {
    private var activity: Activity<DownloadAttributes>?
    let coalescer = ProgressCoalescer(minimumInterval: 1.0)

    func start(file: String) throws {
        let state = DownloadAttributes.ContentState(fraction: 0, bytes: 0)
        activity = try Activity.request(attributes: DownloadAttributes(fileName: file),
                                        content: .init(state: state, staleDate: nil))
    }

    func progress(_ fraction: Double, bytes: Int64, at date: Date = Date()) {
        guard coalescer.shouldEmit(at: date, fraction: fraction) else { return }
        let state = DownloadAttributes.ContentState(fraction: fraction, bytes: bytes)
        Task { await activity?.update(.init(state: state, staleDate: nil)) }
    }
}
