import HealthKit
import XCTest
@testable import Stridewell

final class ObserverCatchUpTests: XCTestCase {
    func testImportsSamplesSavedWhileAppWasNotRunning() {
        let now = Date()
        let source = InMemoryStepSource(samples: [
            .steps(420, at: now.addingTimeInterval(-600)),
            .steps(310, at: now.addingTimeInterval(-420)),
            .steps(95, at: now.addingTimeInterval(-60)),
        ])
        let sink = RecordingStepSink()
        let importer = StepImporter(source: source, sink: sink)

        importer.observerStarted(at: now)            // app relaunched by HealthKit after the samples were saved
        let done = expectation(description: "import finished")
        importer.importNewSamples { done.fulfill() }
        wait(for: [done], timeout: 2)

        XCTAssertEqual(sink.imported.count, 3, "step samples saved before the observer started were not imported")
    }
}
