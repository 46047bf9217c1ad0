import SnapshotTesting
import XCTest
@testable import Pinecone

final class InspectionListSnapshotTests: XCTestCase {
    func testPendingUploadsBannerDark() {
        let vc = InspectionListViewController(viewModel: .fixture(pendingUploads: 3))
        vc.overrideUserInterfaceStyle = .dark
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }
}
