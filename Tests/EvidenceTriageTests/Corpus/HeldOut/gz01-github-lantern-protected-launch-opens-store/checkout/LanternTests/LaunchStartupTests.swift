import XCTest
@testable import Lantern

final class LaunchStartupTests: XCTestCase {
    private var provider: FakeProtectedData!
    private var builder: CountingBuilder!

    override func setUp() {
        super.setUp()
        provider = FakeProtectedData()
        builder = CountingBuilder()
    }

    func testForegroundLaunchBuildsImmediately() {
        provider.applicationState = .active
        provider.isProtectedDataAvailable = true
        let sut = LaunchStartup(provider: provider, builder: builder)
        sut.start()
        XCTAssertEqual(builder.buildCount, 1)
        XCTAssertEqual(sut.state, .started)
    }

    func testProtectedBackgroundLaunchDefersStoreOpen() {
        provider.applicationState = .background
        provider.isProtectedDataAvailable = false
        let sut = LaunchStartup(provider: provider, builder: builder)
        sut.start()
        XCTAssertEqual(builder.buildCount, 0, "store opened while protected data was unavailable")
        XCTAssertEqual(sut.state, .waitingForProtectedData)
    }

    func testDelayedProtectedDataNotificationStartsOnce() {
        provider.applicationState = .background
        provider.isProtectedDataAvailable = false
        let sut = LaunchStartup(provider: provider, builder: builder)
        sut.start()
        provider.isProtectedDataAvailable = true
        provider.fireProtectedDataAvailable()
        XCTAssertEqual(sut.state, .started)
    }

    func testDuplicateProtectedDataNotificationsStartOnce() {
        provider.applicationState = .background
        provider.isProtectedDataAvailable = false
        let sut = LaunchStartup(provider: provider, builder: builder)
        sut.start()
        provider.isProtectedDataAvailable = true
        provider.fireProtectedDataAvailable()
        provider.fireProtectedDataAvailable()
        XCTAssertEqual(builder.buildCount, 1, "startup ran more than once")
    }
}
