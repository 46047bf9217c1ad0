import XCTest
@testable import Loftwing

final class ShareExtensionSessionTests: XCTestCase {
    private var shareBundle: Bundle {
        let url = Bundle.main.builtInPlugInsURL!.appendingPathComponent("LoftwingShare.appex")
        return Bundle(url: url)!
    }

    func testExtensionSessionHasOwnIdentifier() {
        let configuration = ShareSessionConfiguration.make(bundle: shareBundle)
        XCTAssertNotEqual(configuration.identifier, BackupUploader.sessionIdentifier)
    }

    func testExtensionSessionUsesAppGroupContainer() {
        // Without a shared container the extension's background session is
        // invalidated on creation and uploads fail with NSURLErrorDomain -995.
        let configuration = ShareSessionConfiguration.make(bundle: shareBundle)
        XCTAssertEqual(configuration.sharedContainerIdentifier, "group.com.loftwing.shared")
    }
}
