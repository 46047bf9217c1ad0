import XCTest
@testable import Ferrybell

final class PendingRequestTests: XCTestCase {
    func testRefreshRequestReplacedNotDuplicated() throws {
        let fake = FakeTaskScheduler()
        let sut = TimetableRefreshScheduler(scheduler: fake)
        try sut.reschedule(earliest: Date(timeIntervalSince1970: 1_800_000_000))
        try sut.reschedule(earliest: Date(timeIntervalSince1970: 1_800_000_900))
        XCTAssertEqual(fake.pending.count, 1)
    }
}
