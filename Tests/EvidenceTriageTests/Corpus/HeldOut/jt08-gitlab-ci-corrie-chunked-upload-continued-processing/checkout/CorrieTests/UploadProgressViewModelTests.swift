import XCTest
@testable import Corrie

final class UploadProgressViewModelTests: XCTestCase {
    func testProgressCountsBytesNotChunks() {
        // 25 MB file, 10 MB chunks: after two chunks 20 of 25 MB are sent.
        let vm = UploadProgressViewModel(totalBytes: 25_000_000, chunkSize: 10_000_000, chunksSent: 2)
        XCTAssertEqual(vm.fraction, 0.8, accuracy: 0.001)
    }
}
