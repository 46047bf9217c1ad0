// Created by the Quiver maintainers.
import SnapshotTesting
import XCTest
@testable import Quiver

final class SnapshotTests: XCTestCase {

  override func setUp() {
    super.setUp()
    TestLogger.install()
  }

  func testMainThreadRenderingEngine() async throws {
    try await compareSampleSnapshots(engine: .mainThread)
  }

  func testCoreAnimationRenderingEngine() async throws {
    try await compareSampleSnapshots(engine: .coreAnimation)
  }

  // MARK: Private

  private func compareSampleSnapshots(engine: RenderingEngineOption) async throws {
    for sample in Samples.sampleAnimationNames {
      let animation = try XCTUnwrap(Samples.animation(named: sample))
      for percent in [0, 0.25, 0.5, 0.75, 1.0] {
        let view = await SnapshotConfiguration.makeView(animation: animation, engine: engine, progress: percent)
        assertSnapshot(
          matching: view,
          as: .imageOfPresentationLayer(precision: 0.99),
          named: "\(sample) (\(Int(percent * 100))%)",
          testName: "testCaptureSnapshots")
      }
    }
  }
}
