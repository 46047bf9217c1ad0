import XCTest
@testable import Quarry

final class SyncStatusViewModelTests: XCTestCase {
    func testBadgeClearsAfterUpload() {
        let vm = SyncStatusViewModel()
        let id = UUID()
        vm.queued(id)
        vm.uploaded(id)
        XCTAssertNil(vm.badgeText)
    }
}
