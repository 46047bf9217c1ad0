import CoreMotion
import XCTest
@testable import Ambleway

final class StepReportTests: XCTestCase {
    private var publisher: RecordingPublisher!

    override func setUp() {
        super.setUp()
        publisher = RecordingPublisher()
    }

    func testReportStepsCommandPublishesCount() {
        let reporter = StepReporter(publisher: publisher)
        let done = expectation(description: "report")
        let end = Date()
        reporter.handleReportSteps(from: end.addingTimeInterval(-86_400), to: end) { _ in
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(publisher.messages.first?.type, "steps")
    }

    func testUnavailablePedometerPublishesMinusOne() {
        let reporter = StepReporter(pedometer: UnavailablePedometer(), publisher: publisher)
        reporter.handleReportSteps(from: .distantPast, to: Date()) { _ in }
        XCTAssertEqual(publisher.messages.count, 1)
    }
}
