import XCTest
@testable import Larchbox

final class BackgroundUploadCoordinatorTests: XCTestCase {
    private var session: FakeUploadSession!
    private var store: InMemoryUploadStateStore!
    private var coordinator: BackgroundUploadCoordinator!

    override func setUp() {
        session = FakeUploadSession()
        store = InMemoryUploadStateStore()
        coordinator = BackgroundUploadCoordinator(session: session, store: store,
                                                  endpoint: URL(string: "https://upload.larchbox.example/v1")!)
    }

    func testEnqueueCreatesOneTaskPerAsset() {
        coordinator.enqueue(.fixture("IMG_2041"))
        coordinator.enqueue(.fixture("IMG_2042"))
        XCTAssertEqual(session.createdTasks.map(\.taskDescription), ["IMG_2041", "IMG_2042"])
    }

    func testEnqueueMarksAssetUploading() {
        coordinator.enqueue(.fixture("IMG_2041"))
        XCTAssertEqual(store.state(of: "IMG_2041"), .uploading)
    }

    /// The daemon keeps running a task while the app is suspended; coming back to the
    /// foreground must not start the same asset a second time.
    func testForegroundResumeDoesNotDuplicateBackgroundUpload() async {
        coordinator.enqueue(.fixture("IMG_2041"))
        store.add(.fixture("IMG_2042"), state: .pending)

        await coordinator.resumePendingUploads()

        let started = session.createdTasks.compactMap(\.taskDescription)
        XCTAssertEqual(started.filter { $0 == "IMG_2041" }.count, 1,
                       "IMG_2041 is still in flight in the background session")
        XCTAssertEqual(started.sorted(), ["IMG_2041", "IMG_2042"])
    }
}
