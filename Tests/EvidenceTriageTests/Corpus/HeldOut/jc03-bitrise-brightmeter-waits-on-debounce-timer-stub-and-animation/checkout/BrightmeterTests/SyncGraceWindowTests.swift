import XCTest
@testable import Brightmeter

@MainActor
final class SyncGraceWindowTests: XCTestCase {
    func testGraceExpiresWithoutActivity() async throws {
        let window = SyncGraceWindow(grace: 0.2)
        window.noteActivity()
        try await Task.sleep(for: .milliseconds(400))
        XCTAssertFalse(window.isActive)
    }

    /// Activity at ~0.15 s extends the 0.2 s grace to ~0.35 s; we check at ~0.3 s.
    func testGraceStaysActiveWhileRefreshing() async throws {
        let window = SyncGraceWindow(grace: 0.2)
        window.noteActivity()
        try await Task.sleep(for: .milliseconds(150))
        window.noteActivity()
        try await Task.sleep(for: .milliseconds(150))
        XCTAssertTrue(window.isActive, "grace window lapsed while refresh activity was still arriving")
    }
}
