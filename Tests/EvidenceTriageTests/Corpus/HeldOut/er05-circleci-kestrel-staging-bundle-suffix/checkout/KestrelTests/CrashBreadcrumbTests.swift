import XCTest
@testable import Kestrel

final class CrashBreadcrumbTests: XCTestCase {

    func testSymbolNameParsesFrame() {
        XCTAssertEqual(CrashBreadcrumbs.symbolName("12  Kestrel  0x0000000100a3c2f0 main + 84"), "main")
    }

    func testLaunchBreadcrumbNamesMainFrame() {
        let crumbs = CrashBreadcrumbs()
        crumbs.recordLaunch()
        XCTAssertEqual(crumbs.crumbs.last, "launch:main")
    }
}
