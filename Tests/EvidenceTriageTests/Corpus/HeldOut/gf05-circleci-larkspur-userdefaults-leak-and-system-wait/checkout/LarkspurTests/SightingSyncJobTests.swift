import XCTest
@testable import Larkspur

final class SightingSyncJobTests: XCTestCase {
    private let store = SightingStore.inMemory(fixture: "five-sightings-april")

    func testAdvancesCursorAfterUpload() async throws {
        let uploader = RecordingUploader()
        let job = SightingSyncJob(store: store, uploader: uploader)

        try await job.run()

        let cursor = UserDefaults.standard.object(forKey: SightingSyncJob.cursorKey) as? Date
        XCTAssertEqual(cursor, store.all.map(\.recordedAt).max())
    }

    func testFirstRunUploadsEverySighting() async throws {
        let uploader = RecordingUploader()
        let job = SightingSyncJob(store: store, uploader: uploader)

        try await job.run()

        XCTAssertEqual(uploader.uploaded.count, 5, "first sync must upload every stored sighting")
    }

    func testUploadErrorKeepsCursor() async throws {
        let job = SightingSyncJob(store: store, uploader: FailingUploader(), defaults: UserDefaults(suiteName: #function)!)
        await XCTAssertThrowsErrorAsync(try await job.run())
        XCTAssertNil(UserDefaults(suiteName: #function)!.object(forKey: SightingSyncJob.cursorKey))
    }
}
