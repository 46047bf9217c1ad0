import XCTest
@testable import CalderaKit

final class QEMUArgumentBuilderTests: XCTestCase {
    func testNoShareByDefault() {
        XCTAssertFalse(QEMUArgumentBuilder().arguments().contains("-fsdev"))
    }

    func testVirtioShareTagIsQuoted() {
        var b = QEMUArgumentBuilder()
        b.sharedDirectory = URL(fileURLWithPath: "/private/var/mobile/Shared Files/guest")
        let fsdev = b.arguments()[b.arguments().firstIndex(of: "-fsdev")! + 1]
        XCTAssertEqual(fsdev, "local,id=virtfs0,path=\"/private/var/mobile/Shared Files/guest\",security_model=mapped-xattr")
    }
}
