import UIKit
import XCTest
@testable import Moorhen

final class LockedDevice: ProtectedDataAvailability {
    var isProtectedDataAvailable = false

    static var unlocked: LockedDevice {
        let device = LockedDevice()
        device.isProtectedDataAvailable = true
        return device
    }
}

final class BackgroundFetchCoordinatorTests: XCTestCase {
    func testNewEntriesReturnNewData() {
        let store = FakeJournalStore()
        let api = SyncAPI.stub(pages: [.fixture(entries: 2)])
        let coordinator = BackgroundFetchCoordinator(store: store, api: api, protectedData: LockedDevice.unlocked)
        XCTAssertEqual(fetchResult(coordinator), .newData)
        XCTAssertEqual(store.applied.count, 1)
    }

    func testEmptyPageReturnsNoData() {
        let coordinator = BackgroundFetchCoordinator(store: FakeJournalStore(), api: .stub(pages: [.empty]), protectedData: LockedDevice.unlocked)
        XCTAssertEqual(fetchResult(coordinator), .noData)
    }

    func testFetchWhileProtectedDataUnavailableReturnsNoData() {
        // Woken by background fetch before first unlock: the encrypted store cannot be read.
        let store = FakeJournalStore(failWhenLocked: true)
        let device = LockedDevice()
        store.device = device
        let coordinator = BackgroundFetchCoordinator(store: store, api: .stub(pages: [.fixture(entries: 2)]), protectedData: device)

        XCTAssertEqual(fetchResult(coordinator), .noData, "a locked device is not a failed fetch; defer until protected data is available")
        XCTAssertTrue(store.applied.isEmpty)
    }

    private func fetchResult(_ coordinator: BackgroundFetchCoordinator) -> UIBackgroundFetchResult? {
        let done = expectation(description: "fetch completion")
        var result: UIBackgroundFetchResult?
        coordinator.performFetch { result = $0; done.fulfill() }
        wait(for: [done], timeout: 2)
        return result
    }
}
