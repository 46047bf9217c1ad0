import BackgroundTasks
import Foundation

/// Writes evidence.diagnostic/v1 records (one JSON object per line) to
/// $KESTREL_DIAGNOSTICS_PATH when the app runs under test. No tokens, no payloads.
final class DiagnosticsRecorder {
    enum TaskKind: String, Codable { case appRefresh, processing }
    enum Phase: String, Codable { case registration, submission, launch, execution, expiration, completion }
    enum Outcome: String, Codable { case succeeded, failed, cancelled }

    struct Record: Codable {
        var schema = "evidence.diagnostic/v1"
        let identifier: String
        let taskKind: TaskKind
        let phase: Phase
        let outcome: Outcome
        let errorType: String?
        let timestamp: Date
        let test: String?
    }

    static private(set) var shared: DiagnosticsRecorder?
    private(set) var records: [Record] = []
    private(set) var launchFinishedAt: Date?
    private let fileURL: URL?
    private let testName: String?

    static func start(environment: [String: String]) {
        let url = environment["KESTREL_DIAGNOSTICS_PATH"].map(URL.init(fileURLWithPath:))
        shared = DiagnosticsRecorder(fileURL: url, testName: environment["KESTREL_TEST_ID"])
    }

    private init(fileURL: URL?, testName: String?) {
        self.fileURL = fileURL
        self.testName = testName
    }

    /// The plugin registers inside register(with:); BGTaskScheduler keeps no public
    /// list of handlers, so we ask whether a submit for the identifier is accepted
    /// as "not permitted" (Code 3) or not, without actually submitting work.
    func recordPluginRegistration(identifier: String, kind: TaskKind) {
        let permitted = (Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? [])
            .contains(identifier)
        append(Record(identifier: identifier, taskKind: kind, phase: .registration,
                      outcome: permitted ? .succeeded : .failed, errorType: nil,
                      timestamp: Date(), test: testName))
    }

    func markLaunchFinished() { launchFinishedAt = Date() }

    private func append(_ record: Record) {
        records.append(record)
        guard let fileURL else { return }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        guard var line = try? encoder.encode(record) else { return }
        line.append(0x0A)
        if let handle = try? FileHandle(forWritingTo: fileURL) {
            handle.seekToEndOfFile(); handle.write(line); try? handle.close()
        } else {
            try? line.write(to: fileURL)
        }
    }
}
