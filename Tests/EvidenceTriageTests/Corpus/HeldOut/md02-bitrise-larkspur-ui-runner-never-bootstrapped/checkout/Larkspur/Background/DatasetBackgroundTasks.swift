import BackgroundTasks
import EvidenceRecorder

/// Two dataset refresh tasks with different update intervals: the hash-prefix set
/// (every 20 minutes) and the filter set (every 12 hours).
enum DatasetBackgroundTasks {
    static let hashPrefixIdentifier = "com.larkspur.app.datasets.hashprefix"
    static let filterSetIdentifier  = "com.larkspur.app.datasets.filterset"
    static let recorder = EvidenceRecorder(fileURL: EvidenceRecorder.defaultURL())

    @discardableResult
    static func registerAll(fetcher: DatasetsFetcher) -> [String: Bool] {
        var results: [String: Bool] = [:]
        for id in [hashPrefixIdentifier, filterSetIdentifier] {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
                fetcher.handle(task as! BGAppRefreshTask, datasetFor: id)
            }
            results[id] = ok
            try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
        }
        return results
    }

    static func schedule(_ id: String, after interval: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: id)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
