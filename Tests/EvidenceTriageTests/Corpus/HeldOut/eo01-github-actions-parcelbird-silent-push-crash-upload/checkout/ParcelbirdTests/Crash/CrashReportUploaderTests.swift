import XCTest
@testable import Parcelbird

final class CrashReportUploaderTests: XCTestCase {
    private var store: InMemoryReportStore!
    private var transport: RecordingTransport!

    override func setUp() {
        super.setUp()
        store = InMemoryReportStore()
        transport = RecordingTransport()
        store.reports = [CrashReport(id: UUID(), crashedAt: Date(timeIntervalSince1970: 1_763_300_000), signal: "SIGABRT")]
    }

    func testPendingReportUploadedOnForegroundLaunch() {
        let uploader = CrashReportUploader(store: store, transport: transport, applicationState: { .active })

        uploader.startProcessing()

        XCTAssertEqual(transport.sent.count, 1)
        XCTAssertTrue(store.reports.isEmpty)
    }

    /// A silent push (content-available: 1) or a refresh task launches the process in the
    /// background. Users who never reopen the app after a crash only ever launch this way,
    /// so their reports must not wait for a foreground launch that may never come.
    func testPendingReportUploadedWhenLaunchedInBackground() {
        let uploader = CrashReportUploader(store: store, transport: transport, applicationState: { .background })

        uploader.startProcessing()

        XCTAssertEqual(transport.sent.count, 1, "pending report should be uploaded on a background launch")
        XCTAssertTrue(store.reports.isEmpty, "uploaded report should be removed from the pending store")
    }

    func testReportKeptWhenUploadFails() {
        transport.result = .failure(URLError(.notConnectedToInternet))
        let uploader = CrashReportUploader(store: store, transport: transport, applicationState: { .active })

        uploader.startProcessing()

        XCTAssertEqual(store.reports.count, 1)
    }
}

private final class InMemoryReportStore: PendingReportStore {
    var reports: [CrashReport] = []
    func pendingReports() -> [CrashReport] { reports }
    func remove(_ report: CrashReport) { reports.removeAll { $0 == report } }
}

private final class RecordingTransport: ReportTransport {
    var sent: [CrashReport] = []
    var result: Result<Void, Error> = .success(())
    func send(_ report: CrashReport, completion: @escaping (Result<Void, Error>) -> Void) {
        sent.append(report)
        completion(result)
    }
}
