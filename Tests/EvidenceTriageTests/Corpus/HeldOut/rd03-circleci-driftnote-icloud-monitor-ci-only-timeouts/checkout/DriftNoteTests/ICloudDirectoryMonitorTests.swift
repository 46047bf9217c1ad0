import XCTest
@testable import DriftNote

private final class MockMonitorDelegate: CloudDirectoryMonitorDelegate {
    var didFinishGatheringExpectation: XCTestExpectation?
    var didUpdateExpectation: XCTestExpectation?
    private(set) var didUpdateCalled = false

    func didFinishGathering(contents: [URL]) { didFinishGatheringExpectation?.fulfill() }
    func didUpdate(contents: [URL]) { didUpdateCalled = true; didUpdateExpectation?.fulfill() }
    func didReceiveCloudMonitorError(_ error: Error) {}
}

final class ICloudDirectoryMonitorTests: XCTestCase {
    private var monitor: CloudDirectoryMonitor!
    private var mockDelegate: MockMonitorDelegate!

    override func setUp() {
        super.setUp()
        monitor = CloudDirectoryMonitor()
        mockDelegate = MockMonitorDelegate()
        monitor.delegate = mockDelegate
        monitor.start()
    }

    override func tearDown() {
        monitor.metadataQuery?.stop()
        super.tearDown()
    }

    func testDidFinishGatheringNotifiesDelegate() {
        guard let metadataQuery = monitor.metadataQuery else {
            XCTFail("Metadata query should not be nil")
            return
        }
        let gathered = expectation(description: "didFinishGathering")
        mockDelegate.didFinishGatheringExpectation = gathered
        NotificationCenter.default.post(name: .NSMetadataQueryDidFinishGathering, object: metadataQuery)
        wait(for: [gathered], timeout: 5.0)
    }

    func testDidUpdateNotifiesDelegate() {
        guard let metadataQuery = monitor.metadataQuery else {
            XCTFail("Metadata query should not be nil")
            return
        }
        let didUpdateExpectation = expectation(description: "didUpdate")
        mockDelegate.didUpdateExpectation = didUpdateExpectation
        NotificationCenter.default.post(name: .NSMetadataQueryDidUpdate, object: metadataQuery)
        wait(for: [didUpdateExpectation], timeout: 5.0)
        XCTAssertTrue(mockDelegate.didUpdateCalled, "Delegate's didUpdate should be called.")
    }
}
