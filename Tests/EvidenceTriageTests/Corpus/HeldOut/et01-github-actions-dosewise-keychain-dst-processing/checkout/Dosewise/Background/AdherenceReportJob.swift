import Foundation

/// Re-aggregates the last 90 days of dose events into the adherence report
/// and uploads the rendered PDF. Runs inside the nightly BGProcessingTask.
final class AdherenceReportJob {
    private let store: DoseEventStore
    private let uploader: ReportUploader
    private var cancelled = false

    init(store: DoseEventStore, uploader: ReportUploader) {
        self.store = store
        self.uploader = uploader
    }

    func run() async throws {
        cancelled = false
        let events = try store.events(since: Calendar.current.date(byAdding: .day, value: -90, to: Date())!)
        try Task.checkCancellation()
        let report = AdherenceReport(events: events)
        if cancelled { throw CancellationError() }
        try await uploader.upload(report.renderPDF(), name: report.fileName)
    }

    func cancel() {
        cancelled = true
    }
}
