import XCTest
import CoreLocation
import BackgroundTasks
@testable import Runner

final class TrackLocationTests: XCTestCase {
  func testBackgroundLocationUpdatesEnabled() {
    let manager = CLLocationManager()
    TrackRecorder.configure(manager)
    XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
  }
}

final class CustomTaskTests: XCTestCase {
  func testUploadTaskSubmits() throws {
    let request = BGProcessingTaskRequest(identifier: "com.transistorsoft.uploadTrack")
    XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
  }

  func testUploadTaskRunsOnSimulator() throws {
    let ran = expectation(description: "uploadTrack task ran")
    TrackUploader.shared.onRun = { ran.fulfill() }
    let request = BGProcessingTaskRequest(identifier: "com.transistorsoft.uploadTrack")
    request.requiresExternalPower = true
    try BGTaskScheduler.shared.submit(request)
    wait(for: [ran], timeout: 60)
  }
}

final class TrackSummaryTests: XCTestCase {
  func testElevationGainIgnoresGpsNoise() {
    let s = TrackSummary(points: TrackFixtures.noisyClimb)
    XCTAssertEqual(s.elevationGain, 212, accuracy: 1)
  }
}
