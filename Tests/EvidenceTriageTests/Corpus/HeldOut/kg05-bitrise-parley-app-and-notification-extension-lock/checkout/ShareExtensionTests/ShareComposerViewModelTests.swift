import XCTest
@testable import ParleyShareExtension

final class ShareComposerViewModelTests: XCTestCase {
    func testFallsBackToHost() {
        let vm = ShareComposerViewModel(sharedURL: URL(string: "https://example.org/a")!, pageTitle: nil)
        XCTAssertEqual(vm.previewTitle, "example.org")
    }

    func testLinkPreviewTitleIsTrimmed() {
        let vm = ShareComposerViewModel(sharedURL: URL(string: "https://example.org/a")!, pageTitle: "  Weekend plans \n")
        XCTAssertEqual(vm.previewTitle, "Weekend plans")
    }
}
