import XCTest
import EvidenceRecorder
@testable import Kestrel

final class InboxRefreshRegistrationTests: XCTestCase {

    func testPermittedIdentifierIsPresentInBundle() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertNotNil(permitted)
    }

    /// The app delegate registers the inbox refresh handler at launch; the
    /// recorder writes one registration record per identifier.
    func testRefreshHandlerRegisteredAtLaunch() throws {
        let records = try DiagnosticsFile.read(InboxRefreshScheduler.shared.recorder.fileURL)
        let registration = records.last { $0.phase == .registration && $0.identifier == InboxRefreshScheduler.identifier }
        XCTAssertTrue(registration?.outcome == .succeeded,
                      "registration of \(InboxRefreshScheduler.identifier): \(registration?.outcome.rawValue ?? "missing") (\(registration?.errorType ?? "nil"))")
    }
}
