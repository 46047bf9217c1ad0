import XCTest
@testable import MarginaliaKit

final class ShareExtensionSyncTests: XCTestCase {
    private var defaults: UserDefaults!
    private var versions: LibraryVersionStore!
    private var api: StubLibraryAPI!
    private var uploads: RecordingUploadScheduler!

    override func setUp() {
        super.setUp()
        defaults = UserDefaults(suiteName: "ShareExtensionSyncTests")
        defaults.removePersistentDomain(forName: "ShareExtensionSyncTests")
        versions = LibraryVersionStore(defaults: defaults)
        versions.update(.user(4471), to: 6887)
        api = StubLibraryAPI()
        uploads = RecordingUploadScheduler()
    }

    func testItemCreationDoesNotAdvanceLibraryVersion() async throws {
        api.createdItemVersion = 7195
        api.registrationVersion = nil
        let coordinator = ShareUploadCoordinator(api: api, database: InMemoryDatabase(), versions: versions, uploads: uploads)

        try await coordinator.shareWithoutFile(.webpage(title: "Thundering herds"), in: .user(4471))

        XCTAssertEqual(versions.version(for: .user(4471)), 6887)
    }

    func testFileUploadDoesNotAdvanceLibraryVersion() async throws {
        // Server state: collections changed remotely up to 7195, our item lands at 7196,
        // the file registration answers with Last-Modified-Version 7197.
        api.createdItemVersion = 7196
        api.registrationVersion = 7197
        let coordinator = ShareUploadCoordinator(api: api, database: InMemoryDatabase(), versions: versions, uploads: uploads)

        try await coordinator.share(.pdf(title: "Background tasks"), file: Fixtures.url("paper.pdf"), in: .user(4471))

        XCTAssertEqual(uploads.enqueued.count, 1)
        XCTAssertEqual(versions.version(for: .user(4471)), 6887,
                       "the share extension must not advance the library version without syncing objects")
    }
}
