// Created by the Quiver maintainers.
import XCTest
@testable import Quiver

final class AnimationViewTests: XCTestCase {

  override func setUp() {
    super.setUp()
    TestLogger.install()
  }

  func testPlayAfterLayoutUsesMainThreadEngine() throws {
    let animation = try XCTUnwrap(Samples.animation(named: "HamburgerArrow"))
    let view = QuiverAnimationView(animation: animation, configuration: .init(renderingEngine: .mainThread))
    view.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
    view.layoutIfNeeded()
    view.play()
    XCTAssertTrue(view.isAnimationPlaying)
  }

  func testPlayAfterLayoutUsesLayerEngine() throws {
    let animation = try XCTUnwrap(Samples.animation(named: "HamburgerArrow"))
    let view = QuiverAnimationView(animation: animation, configuration: .init(renderingEngine: .coreAnimation))
    view.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
    view.layoutIfNeeded()
    view.play()
    XCTAssertTrue(view.isAnimationPlaying, "animation should be playing once the view has a non-zero frame")
  }
}
