import XCTest
import BackgroundTasks
@testable import bittern_background

/// Native tests for the plugin's iOS runtime, run from example/ios (RunnerTests).
/// The scheduler is faked: FakeTaskScheduler records submit/cancel and serves pending requests.
final class BackgroundRuntimeTests: XCTestCase {
    private var scheduler: FakeTaskScheduler!
    private var runtime: BackgroundRuntime!

    override func setUp() {
        super.setUp()
        scheduler = FakeTaskScheduler()
        runtime = BackgroundRuntime(scheduler: scheduler)
    }

    func testRegisterRecordsIdentifier() {
        runtime.registerTask(.init(identifier: "io.bittern.photos.backup", kind: .processing))
        XCTAssertEqual(runtime.registeredIdentifiers, ["io.bittern.photos.backup"])
    }

    func testReconcileCancelsStaleRequestFromPreviousVersion() {
        // v2 scheduled "io.bittern.photos.sync-legacy"; v3 no longer registers it.
        scheduler.pending = [.init(identifier: "io.bittern.photos.sync-legacy", kind: .appRefresh)]
        runtime.registerTask(.init(identifier: "io.bittern.photos.backup", kind: .processing))
        runtime.configure(enabled: true)
        runtime.reconcileNow()
        XCTAssertTrue(scheduler.cancelled.contains("io.bittern.photos.sync-legacy"))
    }

    func testDisableCancelsEverything() {
        runtime.registerTask(.init(identifier: "io.bittern.photos.backup", kind: .processing))
        runtime.configure(enabled: false)
        runtime.reconcileNow()
        XCTAssertEqual(scheduler.cancelled, ["io.bittern.photos.backup"])
    }
}
