import XCTest
@testable import Fernleaf

final class AboutViewModelTests: XCTestCase {
    func testVersionStringIncludesBuild() {
        let vm = AboutViewModel(version: "3.4.0", build: "1187")
        XCTAssertEqual(vm.versionLine, "Version 3.4.0 (1187)")
    }

    func testUpdateCheckerIsNotStartedAutomatically() {
        let checker = UpdateChecker()
        let vm = AboutViewModel(version: "3.4.0", build: "1187", updateChecker: checker)
        XCTAssertFalse(checker.isStarted)
        vm.checkForUpdatesTapped()
        XCTAssertTrue(checker.isStarted)
    }
}
