import MetricKit
import XCTest
@testable import Fernhill

final class PerformanceMonitorTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testStartRegistersWithMetricManager() {
        PerformanceMonitor.shared.start()
        XCTAssertTrue(true)
    }

    /// MetricKit calls subscribers synchronously on its own background queue,
    /// never on main. Deliver an (empty) batch the same way.
    func testDiagnosticPayloadDeliveredOnMetricKitQueue() {
        let subscriber: MXMetricManagerSubscriber = PerformanceMonitor()
        let delivered = expectation(description: "payload handled")
        DispatchQueue(label: "test.metrickit.delivery").async {
            subscriber.didReceive([] as [MXMetricPayload])
            delivered.fulfill()
        }
        wait(for: [delivered], timeout: 5)
    }
}
