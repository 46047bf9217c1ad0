import XCTest
@testable import Harbormaster

/// Simulates the system launching the nightly import by handing the handler a fake task.
final class StationImportLaunchTests: XCTestCase {
    func testSimulatedImportLaunchFinishesImport() {
        let finished = expectation(forNotification: .stationImportFinished, object: nil)
        let job = StationImportJob(store: StationStore())

        job.run(task: FakeProcessingTask())

        // The full station set is large; give the import up to fifteen minutes on CI.
        wait(for: [finished], timeout: 900)
    }
}
