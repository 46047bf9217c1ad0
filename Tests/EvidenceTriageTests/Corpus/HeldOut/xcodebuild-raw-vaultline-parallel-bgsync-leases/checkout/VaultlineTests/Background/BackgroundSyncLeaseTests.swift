import XCTest
@testable import Vaultline

final class BackgroundSyncLeaseTests: XCTestCase {
    private var access: FakeSecurityScopedAccess!
    private var folder: VaultFolder!

    override func setUpWithError() throws {
        access = FakeSecurityScopedAccess()
        folder = try VaultFolder.fixture(bookmark: .valid, access: access)
    }

    func testCompletedRunReleasesItsLease() async throws {
        let run = BackgroundSyncRun(folder: folder, engine: .stub(result: .success))
        try await run.execute(task: FakeProcessingTask())
        XCTAssertEqual(access.activeLeases(for: folder.url), 0)
    }

    func testCancelledRunReleasesOnlyItsOwnLease() async throws {
        // The foreground browser holds the folder open while the BGProcessingTask runs.
        let foregroundLease = try folder.acquireLease(owner: .browser)
        let task = FakeProcessingTask()
        let run = BackgroundSyncRun(folder: folder, engine: .stub(result: .slow(seconds: 5)))
        async let outcome: Void = run.execute(task: task)
        try await Task.sleep(for: .milliseconds(50))
        task.expire()
        _ = try? await outcome

        XCTAssertEqual(access.activeLeases(for: folder.url), 1, "the browser's lease must survive the cancelled background run")
        XCTAssertTrue(foregroundLease.isValid)
    }
}
