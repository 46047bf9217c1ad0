import XCTest
@testable import Quayside

final class BackgroundCatalogDownloadCoordinatorTests: XCTestCase {
    func testBackgroundDownloadCompletionPersistsCatalog() throws {
        let persisted = expectation(description: "catalog persisted from background download")
        let persister = SpyCatalogPersister { _ in persisted.fulfill() }
        let coordinator = BackgroundCatalogDownloadCoordinator(store: .temporary(), persister: persister)
        let session = StubURLSession(identifier: BackgroundCatalogDownloadCoordinator.sessionIdentifier)

        coordinator.urlSession(session, downloadTask: StubDownloadTask(siteID: 7),
                               didFinishDownloadingTo: try Fixture.catalogFile())

        wait(for: [persisted], timeout: 10)
    }
}
