import XCTest
@testable import Inkberry

final class PromptRefreshSchedulingTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testPromptsRefreshAfterBackgrounding() async throws {
        PromptStore.shared.today = nil
        AppDelegate.schedulePromptRefresh(on: BGTaskScheduler.shared)

        try await Task.sleep(for: .seconds(90))

        XCTAssertNotNil(PromptStore.shared.today, "prompt refresh should have run within 90 s")
    }
}
