import XCTest
@testable import Lanternfish

final class UploadProgressViewModelTests: XCTestCase {
    func testProgressRoundsToWholePercent() async {
        let vm = UploadProgressViewModel(progress: Progress(totalUnitCount: 1000))
        vm.progress.completedUnitCount = 425
        await vm.refresh()
        XCTAssertEqual(vm.label, "43%")
    }
}
