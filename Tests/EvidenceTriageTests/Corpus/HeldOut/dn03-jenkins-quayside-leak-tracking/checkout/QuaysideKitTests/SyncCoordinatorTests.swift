import XCTest
@testable import QuaysideKit

final class SyncCoordinatorTests: XCTestCase {
    private var sut: SyncCoordinator!
    private var task: FakeProcessingTask!

    override func setUp() {
        super.setUp()
        sut = SyncCoordinator(client: StubParcelClient(parcels: .fixture(count: 3)), store: InMemoryParcelStore())
        task = FakeProcessingTask(identifier: "com.quayside.app.parcel-sync")
    }

    func testCoordinatorIsReleasedAfterExpiration() async throws {
        trackForMemoryLeaks(sut, clearing: { [unowned self] in self.sut = nil; self.task = nil })

        sut.handle(task)
        task.simulateExpiration()
        await sut.waitUntilIdle()

        XCTAssertEqual(task.completedSuccess, false)
    }

    func testCompletesWithSuccessWhenAllPagesStored() async throws {
        sut.handle(task)
        await sut.waitUntilIdle()
        XCTAssertEqual(task.completedSuccess, true)
    }
}
