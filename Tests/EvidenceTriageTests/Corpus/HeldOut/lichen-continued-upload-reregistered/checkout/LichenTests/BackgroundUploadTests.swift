import XCTest
import BackgroundTasks
@testable import Lichen

/// Device-lab tests for uploads that keep running in the background through a
/// BGContinuedProcessingTask (iOS 26). UploadBackgroundKeeper registers the launch
/// handler and submits the request when an upload starts.
final class BackgroundUploadTests: XCTestCase {
    private var keeper: UploadBackgroundKeeper!
    private var uploader: FakeCommonsUploader!

    override func setUp() {
        super.setUp()
        uploader = FakeCommonsUploader(bytesPerTick: 64_000)
        keeper = UploadBackgroundKeeper.shared
        keeper.uploader = uploader
    }

    func testFirstUploadContinuesInBackground() async throws {
        let draft = Draft.fixture(named: "Quercus robur bark.jpg", bytes: 2_400_000)
        try await keeper.begin(upload: draft)
        XCTAssertEqual(keeper.activeIdentifiers.count, 1)
        await keeper.waitUntilIdle()
        XCTAssertEqual(uploader.finished, [draft.id])
    }

    func testSecondUploadInSameSessionContinuesInBackground() async throws {
        let first = Draft.fixture(named: "Lobaria pulmonaria.jpg", bytes: 1_800_000)
        let second = Draft.fixture(named: "Usnea on birch.jpg", bytes: 2_100_000)
        try await keeper.begin(upload: first)
        await keeper.waitUntilIdle()
        try await keeper.begin(upload: second)
        await keeper.waitUntilIdle()
        XCTAssertEqual(uploader.finished, [first.id, second.id])
    }
}
