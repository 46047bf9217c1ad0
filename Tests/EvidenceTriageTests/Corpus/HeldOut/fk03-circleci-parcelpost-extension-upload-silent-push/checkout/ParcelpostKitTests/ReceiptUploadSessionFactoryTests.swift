import XCTest
@testable import ParcelpostKit

/// Hosted in Parcelpost.app, so Bundle.main is the app bundle built for the tested configuration.
final class ReceiptUploadSessionFactoryTests: XCTestCase {
    func testIdentifiersDifferPerProcess() {
        let app = ReceiptUploadSessionFactory.configuration(for: .app)
        let nse = ReceiptUploadSessionFactory.configuration(for: .notificationService)
        XCTAssertNotEqual(app.identifier, nse.identifier)
    }

    func testOnlyAppSessionSendsLaunchEvents() {
        XCTAssertTrue(ReceiptUploadSessionFactory.configuration(for: .app).sessionSendsLaunchEvents)
        XCTAssertFalse(ReceiptUploadSessionFactory.configuration(for: .notificationService).sessionSendsLaunchEvents)
    }

    func testBackgroundConfigurationUsesAppGroupContainer() {
        let configuration = ReceiptUploadSessionFactory.configuration(for: .notificationService)
        XCTAssertEqual(AppGroup.identifier, "group.app.parcelpost.shared")
        XCTAssertEqual(configuration.sharedContainerIdentifier, "group.app.parcelpost.shared")
    }
}
