import XCTest
@testable import Tapevault

final class DownloadProgressViewModelTests: XCTestCase {
    func testHalfwayShowsFiftyPercent() {
        let vm = DownloadProgressViewModel(bytesWritten: 512, bytesExpected: 1_024)
        XCTAssertEqual(vm.percentLabel, "50%")
    }

    func testUnknownContentLengthShowsIndeterminate() {
        // NSURLSessionTransferSizeUnknown (-1) when the CDN omits Content-Length
        let vm = DownloadProgressViewModel(bytesWritten: 0, bytesExpected: NSURLSessionTransferSizeUnknown)
        XCTAssertEqual(vm.percentLabel, "—")
        XCTAssertTrue(vm.isIndeterminate)
    }
}
