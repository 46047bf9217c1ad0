import XCTest
@testable import Lanternfish

/// Device-lab only (DeviceLab.xctestplan). The lab phones sit on USB power and Wi-Fi overnight.
final class LibraryUploadProcessingTests: XCTestCase {
    func testOvernightProcessingTaskDrainsUploadQueue() throws {
        let queue = UploadQueue.shared
        queue.enqueue(.fixture(id: "lab-book-\(UUID().uuidString.prefix(6))"))
        try LibraryUploadTask.submit(testID: "LibraryUploadProcessingTests/testOvernightProcessingTaskDrainsUploadQueue")

        let drained = expectation(for: NSPredicate { _, _ in UploadJobStore.live.pendingJobs().isEmpty },
                                  evaluatedWith: nil)
        // requiresExternalPower is satisfied on the lab bench, so iOS should start it soon.
        wait(for: [drained], timeout: 600)
    }
}
