import XCTest
@testable import QuaysideKit

/// Talks to the CI WebDAV container (dav.quayside.test), which answers PROPFIND in ~40 ms.
final class FolderListingTests: XCTestCase {
    func testRootListingLoadsWithin60Seconds() {
        let session = WebDAVSession(identifier: "com.quayside.transfer", delegate: ListingDelegate.shared)
        let loaded = expectation(description: "root listing loaded")

        session.propfind(URL(string: "https://dav.quayside.test/remote.php/dav/files/ci/")!, depth: 1) { result in
            if case .success(let xml) = result, !xml.isEmpty { loaded.fulfill() }
        }
        NSLog("[WebDAV] waiting for listing of / …")




        wait(for: [loaded], timeout: 60)
    }
}
