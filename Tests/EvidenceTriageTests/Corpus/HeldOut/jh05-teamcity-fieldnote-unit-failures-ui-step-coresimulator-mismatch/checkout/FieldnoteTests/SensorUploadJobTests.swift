import XCTest
@testable import Fieldnote

final class SensorUploadJobTests: XCTestCase {
  private var outbox: InMemoryOutbox!
  private var api: SensorAPISpy!

  override func setUp() {
    super.setUp()
    outbox = InMemoryOutbox(batches: [.fixture(id: "b-100"), .fixture(id: "b-101")])
    api = SensorAPISpy()
  }

  func testUploadsAllPendingBatches() async throws {
    try await SensorUploadJob(outbox: outbox, api: api).run()
    XCTAssertEqual(api.uploadedIDs, ["b-100", "b-101"])
  }

  func testUploadMarksBatchSentOnlyAfterServerAck() async {
    api.failOn = "b-101"
    _ = try? await SensorUploadJob(outbox: outbox, api: api).run()
    XCTAssertEqual(outbox.sentIDs, ["b-100"], "b-101 was never acknowledged by the server")
  }

  func testExpirationLeavesNoPartialBatchFiles() async throws {
    api.delay = .seconds(5)
    let job = SensorUploadJob(outbox: outbox, api: api)
    let work = Task { try await job.run() }
    try await Task.sleep(for: .milliseconds(200))
    work.cancel()  // what the expiration handler does
    _ = await work.result
    let leftovers = try FileManager.default
      .contentsOfDirectory(atPath: NSTemporaryDirectory())
      .filter { $0.hasPrefix("batch-") }
    XCTAssertEqual(leftovers, [], "staged batch files must be removed when the task expires")
  }
}
