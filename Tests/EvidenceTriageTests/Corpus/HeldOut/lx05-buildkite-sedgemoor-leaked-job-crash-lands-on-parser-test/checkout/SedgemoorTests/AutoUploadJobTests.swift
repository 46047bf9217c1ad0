import XCTest
@testable import Sedgemoor

final class AutoUploadJobTests: XCTestCase {
    let session = UploadSession()
    lazy var job = ReceiptUploadJob(session: session)

    func testInsertedReceiptIsUploaded() {
        job.start()
        ReceiptStore.shared.insert(Receipt(id: "r-100", vendor: "Pret", total: 6.45, vat: 1.07))
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(session.requests.map(\.1), ["/v1/receipts/r-100"])
    }

    func testSameReceiptIsUploadedOnce() {
        job.start()
        job.enqueue(["r-100"])
        job.enqueue(["r-100"])
        XCTAssertLessThanOrEqual(session.requests.count, 1)
    }

    func testStopReleasesSession() {
        job.start()
        job.stop()
        XCTAssertFalse(session.isValid)
    }
}
