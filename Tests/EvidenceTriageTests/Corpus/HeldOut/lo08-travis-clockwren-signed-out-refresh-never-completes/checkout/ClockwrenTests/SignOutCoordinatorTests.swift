import XCTest
@testable import Clockwren

final class SpyCanceller: TaskRequestCancelling {
    private(set) var cancelled: [String] = []
    func cancel(taskRequestWithIdentifier identifier: String) { cancelled.append(identifier) }
}

final class SignOutCoordinatorTests: XCTestCase {
    func testSignOutClearsCredentials() {
        let session = AccountSession.signedIn()
        SignOutCoordinator(session: session, store: .inMemory(), scheduler: SpyCanceller()).signOut()
        XCTAssertFalse(session.isSignedIn)
    }

    func testSignOutCancelsPendingBackgroundRequests() {
        let canceller = SpyCanceller()
        SignOutCoordinator(session: .signedIn(), store: .inMemory(), scheduler: canceller).signOut()
        XCTAssertEqual(canceller.cancelled, [BackgroundSyncHandler.identifier])
    }
}
