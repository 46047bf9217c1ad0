import XCTest
@testable import Quarry

final class ComposeViewModelTests: XCTestCase {
    func testAttachmentLimitRejectsSixth() throws {
        let vm = ComposeViewModel(maxAttachments: 5)
        for i in 0..<5 { try vm.attach(.fixture(named: "scan-\(i).pdf")) }
        XCTAssertThrowsError(try vm.attach(.fixture(named: "scan-5.pdf")))
    }

    func testSubjectTrimmed() {
        let vm = ComposeViewModel(maxAttachments: 5)
        vm.subject = "  Re: lunch  "
        XCTAssertEqual(vm.normalizedSubject, "Re: lunch")
    }
}
