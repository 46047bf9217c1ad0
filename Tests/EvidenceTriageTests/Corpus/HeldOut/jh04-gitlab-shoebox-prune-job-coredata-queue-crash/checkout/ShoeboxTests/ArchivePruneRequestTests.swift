import BackgroundTasks
import XCTest
@testable import Shoebox

final class ArchivePruneRequestTests: XCTestCase {
  func testPruneRequestIsProcessingTask() {
    XCTAssertEqual(ArchivePruneJob.makeRequest().identifier, "com.shoeboxapp.ios.archive-prune")
  }

  func testPruneRequestWaitsForExternalPower() {
    let request = ArchivePruneJob.makeRequest()
    XCTAssertTrue(request.requiresExternalPower,
                  "prune rewrites the originals cache in bulk; it must only run on power")
  }
}
