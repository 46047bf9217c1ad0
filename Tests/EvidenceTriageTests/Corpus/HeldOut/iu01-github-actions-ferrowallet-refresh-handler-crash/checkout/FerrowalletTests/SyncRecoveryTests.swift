import XCTest
@testable import Ferrowallet

final class SyncRecoveryTests: XCTestCase {
    struct TransportInactive: Error, CustomStringConvertible {
        var description: String { "unspecifiedError(underlyingError: unavailable (14): Transport became inactive)" }
    }

    func testForegroundStartAfterBackgroundFailureResetsRetryBudget() throws {
        let processor = CompactBlockProcessor(maxRetries: 3)
        // A background refresh wake hits a transport failure and stops.
        try processor.start(retry: true)
        processor.severeFailure(TransportInactive())
        processor.stop()

        // The user opens the app later.
        processor.applicationWillEnterForeground()
        do {
            try processor.start(retry: true)
        } catch {
            XCTFail("start(retry:) threw \(error) after a background severe failure; the retry budget was not reset on foreground")
        }
    }

    func testFreshProcessorStartsWithoutRetry() throws {
        let processor = CompactBlockProcessor(maxRetries: 3)
        XCTAssertNoThrow(try processor.start(retry: false))
        XCTAssertEqual(processor.retryAttempts, 0)
    }
}
