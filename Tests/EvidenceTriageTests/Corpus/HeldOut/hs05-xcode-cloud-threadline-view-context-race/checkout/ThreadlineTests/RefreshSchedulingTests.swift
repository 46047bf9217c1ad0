import UIKit
import XCTest
@testable import Threadline

final class RefreshSchedulingTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testCommentsRefreshRunsSoonAfterBackgrounding() async throws {
        SyncStatus.shared.lastBackgroundRefresh = nil
        await MainActor.run {
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        }

        try await Task.sleep(for: .seconds(30))

        XCTAssertNotNil(SyncStatus.shared.lastBackgroundRefresh,
                        "comments-refresh should have run within 30 s of backgrounding")
    }
}
