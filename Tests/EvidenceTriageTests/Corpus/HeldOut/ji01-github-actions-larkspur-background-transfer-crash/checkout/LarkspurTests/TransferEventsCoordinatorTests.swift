import XCTest
@testable import Larkspur

final class TransferEventsCoordinatorTests: XCTestCase {
    private var store: EpisodeFileStore!
    private var coordinator: BackgroundTransferCoordinator!

    override func setUp() {
        super.setUp()
        store = EpisodeFileStore(root: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        coordinator = BackgroundTransferCoordinator(identifier: "com.larkspurapp.ios.episodes.tests-\(UUID().uuidString)", fileStore: store)
    }

    func testHandleEventsRecreatesSessionWithSameIdentifier() {
        coordinator.handleEvents(for: coordinator.identifier) {}
        XCTAssertEqual(coordinator.session.configuration.identifier, coordinator.identifier)
    }

    func testFinishEventsCallsStoredHandlerOnMain() {
        let called = expectation(description: "system completion handler")
        coordinator.handleEvents(for: coordinator.identifier) {
            XCTAssertTrue(Thread.isMainThread)
            called.fulfill()
        }
        coordinator.urlSessionDidFinishEvents(forBackgroundURLSession: coordinator.session)
        wait(for: [called], timeout: 2)
    }

    func testCompletedDownloadMovesFileBeforeReturning() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("CFNetworkDownload_test.tmp")
        try Data("id3".utf8).write(to: tmp)
        store.adoptDownloadedFile(at: tmp, for: URL(string: "https://cdn.larkspur.fm/e/4412.mp3"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: tmp.path))
    }

    /// iOS can deliver urlSessionDidFinishEvents while the app is already running,
    /// without a preceding application(_:handleEventsForBackgroundURLSession:).
    func testFinishEventsWithoutPendingHandlerIsIgnored() {
        // No handleEvents(for:) call: nothing is pending.
        coordinator.urlSessionDidFinishEvents(forBackgroundURLSession: coordinator.session)
        XCTAssertTrue(coordinator.session.configuration.sessionSendsLaunchEvents)
    }
}
