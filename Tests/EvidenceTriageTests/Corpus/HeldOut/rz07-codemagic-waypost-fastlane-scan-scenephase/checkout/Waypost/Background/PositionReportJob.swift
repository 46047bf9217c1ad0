import Foundation

final class PositionReportJob {
    static let identifier = "net.waypost.ios.position-report"

    private let reporter: PositionReporter
    var onPosted: (() -> Void)?

    init(reporter: PositionReporter) {
        self.reporter = reporter
    }

    func run(task: BackgroundTaskHandle) {
        Task { @MainActor in
            let ok = await reporter.postLatest()
            NSLog("[PositionReportJob] posted report ok=%d", ok ? 1 : 0)
            task.setTaskCompleted(success: ok)
            onPosted?()
        }
    }
}
