import BackgroundTasks
import XCTest
@testable import NativePHP

/// Hosted in the NativePHP app: the app delegate hook has already called
/// BackgroundSync.registerTasks() by the time these run.
final class BackgroundSyncRegistrationTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    private func records() throws -> [[String: Any]] {
        let url = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl")
        return try String(contentsOf: url, encoding: .utf8)
            .split(separator: "\n")
            .compactMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    func testSyncRefreshHandlerRegistered() throws {
        let registered = try records().contains {
            $0["phase"] as? String == "registration"
                && $0["identifier"] as? String == BackgroundSync.refreshID
                && $0["outcome"] as? String == "succeeded"
        }
        XCTAssertTrue(registered, "no successful registration record for \(BackgroundSync.refreshID)")
    }

    func testScheduleAfterBackgroundingSubmitsRequest() throws {
        XCTAssertNoThrow(try BackgroundSync.scheduleRefresh())

        let exp = expectation(description: "pending request listed")
        BGTaskScheduler.shared.getPendingTaskRequests { requests in
            XCTAssertEqual(requests.map(\.identifier), [BackgroundSync.refreshID])
            exp.fulfill()
        }
        wait(for: [exp], timeout: 5)
    }
}
