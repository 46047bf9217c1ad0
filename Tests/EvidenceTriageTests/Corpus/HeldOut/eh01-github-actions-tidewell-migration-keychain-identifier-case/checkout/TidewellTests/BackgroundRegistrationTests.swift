import XCTest
@testable import Tidewell

/// The host app registers its handlers at launch; these tests read the
/// registration records it wrote and fail if any registration was rejected.
final class BackgroundRegistrationTests: XCTestCase {
    private func registrationRecords() throws -> [[String: Any]] {
        let data = try Data(contentsOf: BackgroundTasks.recorder.fileURL)
        return String(decoding: data, as: UTF8.self)
            .split(separator: "\n")
            .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .filter { $0["phase"] as? String == "registration" }
    }

    func testSyncRefreshHandlerRegistered() throws {
        let record = try XCTUnwrap(registrationRecords().last { $0["identifier"] as? String == BackgroundTasks.syncRefresh.rawValue })
        XCTAssertEqual(record["outcome"] as? String, "succeeded",
                       "\(BackgroundTasks.syncRefresh.rawValue) must be in BGTaskSchedulerPermittedIdentifiers")
    }

    func testCompactHandlerRegistered() throws {
        let record = try XCTUnwrap(registrationRecords().last { $0["identifier"] as? String == BackgroundTasks.compact.rawValue })
        XCTAssertEqual(record["outcome"] as? String, "succeeded")
    }
}
