import XCTest
@testable import Cairnfield

final class RegionPrefetchTaskTests: XCTestCase {
    func testPrefetchHandlerRegisteredAtLaunch() {
        // AppDelegate.application(_:didFinishLaunchingWithOptions:) calls RegionPrefetchTask.register().
        XCTAssertTrue(RegionPrefetchTask.registered, "prefetch launch handler must be registered before launch finishes")
    }
}
