import XCTest
@testable import Quarry

final class ScanUploadTests: XCTestCase {
    private let host = NetworkHost(hostName: "api.quarrylabs.test", backgroundSessionID: "jp.quarrylabs.quarry.scans")

    func testUploadScanFromData() throws {
        let request = host.request(withPath: "v1/scans", params: ["site": "K-12"], httpMethod: "POST")
        request.attachData(Fixtures.data("scan.jpg"), forKey: "img", mimeType: "image/jpeg", suggestedFileName: "img.jpg")
        host.startUploadRequest(request)
    }
}
